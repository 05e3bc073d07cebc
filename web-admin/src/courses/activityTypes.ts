/**
 * The activity types the console authors (SPEC §3) and the content kind each plays, as the server's
 * `contentKindOf` (domain/course/content.ts) says; the server decides again on create. Tests and
 * quizzes are left out until the question-bank editor exists: a course with one cannot be published
 * before its test is attached. Games come with their own editors (one more kind in content/).
 */
export const activityTypes = {
  pdf: "file",
  ppt: "file",
  video: "file",
  audio: "file",
  image: "file",
  youtube: "url",
  vimeo: "url",
  wowza: "url",
  linkedin_slidshare: "url",
  scorm: "scorm",
  html: "html",
  reaction_evaluation: undefined,
  webinar: undefined,
  presential_event: undefined
} as const satisfies Record<string, ContentKind | undefined>

export type ContentKind = "file" | "url" | "scorm" | "html" | "game"

export const contentKindOf = (type: string | undefined): ContentKind | undefined =>
  type === undefined ? undefined : (activityTypes as Record<string, ContentKind | undefined>)[type]

/** What the file picker offers per type (the server sniffs the bytes whatever the name says). */
export const acceptOf = (type: string | undefined): string =>
  type === "pdf" ? "application/pdf" : type === "video" ? "video/*" : type === "audio" ? "audio/*" : type === "image" ? "image/*" : "*/*"
