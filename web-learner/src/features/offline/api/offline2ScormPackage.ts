import { useQuery } from "@tanstack/react-query"
import type { Offline2ScormPackage } from "../../../../../domain/api/offline2/endpoints.ts"
import { api } from "../../../lib/api-client.ts"

export type ScormPackageForOffline = typeof Offline2ScormPackage.Type

const e = encodeURIComponent

/**
 * `GET …/offline2/scorm-package`: a SCORM activity's zip link, launch page and state, what "download
 * for offline" keeps (issue 48). Asked only for an activity I may open (enrolled, unlocked).
 */
export const useScormPackageForOffline = (courseId: string, activityId: string, enabled: boolean) =>
  useQuery({
    queryKey: ["offline2", "scorm-package", courseId, activityId],
    queryFn: () => api<ScormPackageForOffline>(`/api/me/courses/${e(courseId)}/activities/${e(activityId)}/offline2/scorm-package`),
    enabled,
    refetchOnWindowFocus: false
  })
