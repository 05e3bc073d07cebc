const e = encodeURIComponent

/** The lounge's screens: reached from a webinar's page (no menu item), also inside a trail. */
export const loungePaths = {
  lounge: (classId: string, trailId?: string) => (trailId === undefined ? `/webinars-lounge/${e(classId)}` : `/trails/${e(trailId)}/webinars-lounge/${e(classId)}`),
  /** The webinar's own page (the classes' screen), where a learner subscribes. */
  webinar: (classId: string) => `/webinars/${e(classId)}`
} as const

/** The lounge API (domain/api/LoungeApi.ts). */
export const loungeApi = {
  lounge: (classId: string) => `/api/me/lounges/${e(classId)}`,
  ticket: (classId: string) => `/api/me/lounges/${e(classId)}/ticket`,
  messages: (classId: string) => `/api/me/lounges/${e(classId)}/messages`,
  questions: (classId: string) => `/api/me/lounges/${e(classId)}/questions`
} as const
