import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { MediaPositionSaved, type MediaResumeEvent } from "./events.ts"

export interface MediaResumeState {
  readonly positionSeconds: number
}

/** Stream `mediaresume-<courseId>:<userId>:<activityId>`: one learner in one video or audio activity. */
export const MediaResume: Aggregate<MediaResumeState, MediaResumeEvent> = {
  name: "mediaresume",
  initialState: { positionSeconds: 0 },
  evolve: (_, e) => ({ positionSeconds: e.positionSeconds }),
  events: [MediaPositionSaved],
  streamOf: (e) => `mediaresume-${e.courseId}:${e.userId}:${e.activityId}`
}

export const mediaResume = (courseId: string, userId: string, activityId: string) => streamRef(MediaResume, `${courseId}:${userId}:${activityId}`)
