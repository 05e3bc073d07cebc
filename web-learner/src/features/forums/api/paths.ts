const e = encodeURIComponent

/** The forum's screens (inside the online-courses module, behind the courses flag). */
export const forumPaths = {
  course: (courseId: string) => `/online-courses/${e(courseId)}`,
  forum: (courseId: string) => `/online-courses/${e(courseId)}/forum`,
  topic: (courseId: string, topicId: string) => `/online-courses/${e(courseId)}/forum/${e(topicId)}`
} as const

/** The forum API (domain/api/me/forums.ts). */
export const forumApi = {
  topics: (courseId: string) => `/api/me/courses/${e(courseId)}/forum/topics?range=[0,99]`,
  start: (courseId: string) => `/api/me/courses/${e(courseId)}/forum/topics`,
  topic: (courseId: string, topicId: string) => `/api/me/courses/${e(courseId)}/forum/topics/${e(topicId)}`,
  replies: (courseId: string, topicId: string) => `/api/me/courses/${e(courseId)}/forum/topics/${e(topicId)}/replies`,
  post: (courseId: string, topicId: string, postId: string) => `/api/me/courses/${e(courseId)}/forum/topics/${e(topicId)}/posts/${e(postId)}`,
  report: (courseId: string, topicId: string, postId: string) => `/api/me/courses/${e(courseId)}/forum/topics/${e(topicId)}/posts/${e(postId)}/report`
} as const
