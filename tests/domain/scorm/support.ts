import type { Scenario, Step } from "../../support/scenario.ts"
import { standardProgramme } from "../../support/setup.ts"
import { createCourse, enrol, publish } from "../learning/support.ts"

/** Course KS: a SCORM module `s1` (package pkg-1), a blocking video `v1` first in KS2; a pdf `p1`. */
export const scormCourse = (courseId = "KS", blockingVideo = false): Step =>
  createCourse(courseId, {
    activities: [
      ...(blockingVideo ? [{ activityId: "v1", type: "video", hierarchyOrder: 1, mandatory: true, blocking: true, content: { kind: "file", fileId: "f-video" } }] : []),
      { activityId: "s1", type: "scorm", hierarchyOrder: 2, mandatory: true, blocking: false, content: { kind: "scorm", packageId: "pkg-1" } },
      { activityId: "p1", type: "pdf", hierarchyOrder: 3, mandatory: false, blocking: false, content: { kind: "file", fileId: "f-pdf" } }
    ]
  })

/** The standard programme with KS published and u1 enrolled. */
export const scormLearning = (s: Scenario, blockingVideo = false): Scenario => standardProgramme(s).run(scormCourse("KS", blockingVideo), publish("KS"), enrol("KS"))

export interface CommitSpec {
  readonly seq?: number
  readonly values?: Record<string, string>
  readonly finished?: boolean
  readonly version?: "1.2" | "2004"
  readonly masteryScore?: number | null
  readonly activityId?: string
  readonly userId?: string
}

export const commitScorm = (c: CommitSpec = {}): Step => {
  const userId = c.userId ?? "u1"
  return {
    type: "CommitScorm",
    payload: { courseId: "KS", userId, activityId: c.activityId ?? "s1", seq: c.seq ?? 1, values: c.values ?? {}, finished: c.finished ?? false, version: c.version ?? "1.2", masteryScore: c.masteryScore ?? null },
    actor: `user:${userId}`
  }
}

export const savePosition = (positionSeconds: number, durationSeconds = 60, activityId = "v1", userId = "u1"): Step => ({
  type: "SaveMediaPosition",
  payload: { courseId: "KS", userId, activityId, positionSeconds, durationSeconds },
  actor: `user:${userId}`
})
