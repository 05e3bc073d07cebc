import { useQuery } from "@tanstack/react-query"
import type { MediaPositionView, ScormAttemptView } from "../../../../../domain/api/scorm/endpoints.ts"
import { api } from "../../../lib/api-client.ts"

const e = encodeURIComponent
const activityPath = (courseId: string, activityId: string) => `/api/me/courses/${e(courseId)}/activities/${e(activityId)}`

export type ScormAttempt = typeof ScormAttemptView.Type
export type MediaPosition = typeof MediaPositionView.Type

/**
 * `GET …/scorm`: where to launch the package (a signed path of some hours) and my result so far.
 * Read once per opening: a new link would reload the package's frame.
 */
export const useScormLaunch = (courseId: string, activityId: string) =>
  useQuery({
    queryKey: ["learning", "scorm", courseId, activityId],
    queryFn: () => api<ScormAttempt>(`${activityPath(courseId, activityId)}/scorm`),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false
  })

/** `POST …/scorm/commits`: one commit the package's frame posted; its key makes a resend count once. */
export const commitScorm = (courseId: string, activityId: string, body: { seq: number; values: Record<string, string>; finished: boolean }, key: string) =>
  api<ScormAttempt>(`${activityPath(courseId, activityId)}/scorm/commits`, { method: "POST", body, idempotencyKey: key })

/** `GET …/position`: where I stopped in a video or audio. */
export const useMediaPosition = (courseId: string, activityId: string) =>
  useQuery({
    queryKey: ["learning", "position", courseId, activityId],
    queryFn: () => api<MediaPosition>(`${activityPath(courseId, activityId)}/position`),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false
  })

/** `PUT …/position`. */
export const saveMediaPosition = (courseId: string, activityId: string, body: { positionSeconds: number; durationSeconds: number }) =>
  api<MediaPosition>(`${activityPath(courseId, activityId)}/position`, { method: "PUT", body, idempotent: true })
