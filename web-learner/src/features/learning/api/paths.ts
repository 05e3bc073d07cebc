const e = encodeURIComponent

/** The learning screens' URLs (SPEC §2): each course and activity route also lives inside a trail. */
export const learningPaths = {
  courses: "/online-courses",
  course: (id: string, trailId?: string) => (trailId === undefined ? `/online-courses/${e(id)}` : `/trails/${e(trailId)}/course/${e(id)}`),
  /** The course's forum (the forums feature's screens; issue 46). */
  forum: (id: string) => `/online-courses/${e(id)}/forum`,
  activity: (id: string, order: number, trailId?: string) => `${trailId === undefined ? "" : `/trails/${e(trailId)}`}/courses/${e(id)}/activities/${order}`,
  trails: "/trails",
  trail: (id: string) => `/trails/${e(id)}`,
  verify: (code: string) => `/verify-certificate/${e(code)}`
} as const

/** The learning API (DESIGN §5.2). */
export const learningApi = {
  courses: (query: URLSearchParams) => `/api/me/courses?${query}`,
  course: (id: string) => `/api/me/courses/${e(id)}`,
  enrolment: (id: string) => `/api/me/courses/${e(id)}/enrolment`,
  /** A class's player names its class (DESIGN §4.9): its instructor's unlocks and its end apply. */
  completion: (id: string, activityId: string, classId?: string) =>
    `/api/me/courses/${e(id)}/activities/${e(activityId)}/completion${classId === undefined ? "" : `?classId=${e(classId)}`}`,
  reaction: (id: string, classId?: string) => `/api/me/courses/${e(id)}/reaction${classId === undefined ? "" : `?classId=${e(classId)}`}`,
  trails: (query: URLSearchParams) => `/api/me/trails?${query}`,
  trail: (id: string) => `/api/me/trails/${e(id)}`,
  attempts: "/api/me/attempts",
  results: "/api/me/attempts?range=[0,99]",
  attempt: (id: string) => `/api/me/attempts/${e(id)}`,
  answers: (id: string) => `/api/me/attempts/${e(id)}/answers`,
  submission: (id: string) => `/api/me/attempts/${e(id)}/submission`,
  certificatePdf: (code: string) => `/api/me/certificates/${e(code)}/pdf`,
  verification: (code: string) => `/api/certificates/${e(code)}`
} as const
