import type { SenceStatus as SenceStatusSchema } from "../../../../../domain/api/sence/sessions.ts"

/** SENCE's API paths (DESIGN §4.9), kept beside the feature. */
export const senceApi = {
  status: (courseId: string) => `/api/me/sence/courses/${encodeURIComponent(courseId)}`,
  sessions: "/api/me/sence/sessions",
  close: (courseId: string) => `/api/me/sence/courses/${encodeURIComponent(courseId)}/close`,
  start: (sessionId: string) => `/api/me/sence/sessions/${encodeURIComponent(sessionId)}/start`
} as const

export type SenceStatus = typeof SenceStatusSchema.Type
