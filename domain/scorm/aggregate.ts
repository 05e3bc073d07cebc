import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { evolve } from "./evolve.ts"
import { ScormCommitted, type ScormEvent } from "./events.ts"
import { initialState, type ScormAttemptState } from "./state.ts"

/** Stream `scormattempt-<courseId>:<userId>:<activityId>`. */
export const ScormAttempt: Aggregate<ScormAttemptState, ScormEvent> = {
  name: "scormattempt",
  initialState,
  evolve,
  events: [ScormCommitted],
  streamOf: (e) => `scormattempt-${e.courseId}:${e.userId}:${e.activityId}`
}

export const scormAttempt = (courseId: string, userId: string, activityId: string) => streamRef(ScormAttempt, `${courseId}:${userId}:${activityId}`)
