import { Effect } from "effect"
import type { States } from "../shared/decider.ts"
import type { AccountState } from "../account/state.ts"
import { REACTION, type CourseDetails, type CourseState } from "../course/state.ts"
import { ActivityLocked, CourseNotFound, CourseNotPublished, DeadlinePassed, PrerequisiteNotApproved } from "../course/errors.ts"
import { localDate } from "../rules/dates.ts"
import { timeZoneOf } from "../rules/countries.ts"
import { NotEnrolled } from "./errors.ts"
import { enrolment } from "./aggregate.ts"
import type { EnrolmentState } from "./state.ts"

/** A course learners can take: published, or archived for those already in it. */
export const requireRunning = (courseId: string, s: CourseState, allowArchived: boolean) =>
  !s.exists
    ? Effect.fail(new CourseNotFound({ courseId }))
    : s.status === "published" || (allowArchived && s.status === "archived")
      ? Effect.succeed(s)
      : Effect.fail(new CourseNotPublished({ courseId, status: s.status }))

export const requireEnrolled = (courseId: string, userId: string, s: EnrolmentState) =>
  s.enrolled ? Effect.succeed(s) : Effect.fail(new NotEnrolled({ courseId, userId }))

/**
 * Checked at enrolment and at every start (DESIGN §4.8): every prerequisite approved, and the
 * deadline — a local date in the learner's country zone — not passed.
 */
export const checkAccess = (k: CourseDetails, userId: string, who: AccountState & { exists: true }, states: States, now: number) =>
  Effect.gen(function* () {
    for (const p of k.prerequisites) {
      if (!states.of(enrolment(p, userId)).approved) return yield* new PrerequisiteNotApproved({ courseId: k.courseId, prerequisiteId: p })
    }
    if (k.deadline !== undefined) {
      const today = localDate(now, timeZoneOf(who.country))
      if (today > k.deadline) return yield* new DeadlinePassed({ courseId: k.courseId, deadline: k.deadline, today })
    }
  })

/**
 * What the reaction evaluation waits for (DESIGN §4.8): every other activity of the course not
 * completed by the learner, mandatory or not, in the course's order. It unlocks when none is left.
 */
export const reactionWaitsFor = (k: CourseDetails, e: EnrolmentState, reactionId: string) =>
  k.activities.filter((a) => a.activityId !== reactionId && !e.completed.has(a.activityId))

/**
 * The lock of an activity: a blocking activity earlier in the order not completed; for the
 * reaction evaluation, any other activity not completed.
 */
export const lockOf = (k: CourseDetails, e: EnrolmentState, activityId: string): ActivityLocked | undefined => {
  const target = k.activities.find((a) => a.activityId === activityId)
  if (!target) return undefined
  const waiting =
    target.type === REACTION
      ? reactionWaitsFor(k, e, activityId)[0]
      : k.activities.find((a) => a.blocking && a.hierarchyOrder < target.hierarchyOrder && !e.completed.has(a.activityId))
  return waiting ? new ActivityLocked({ courseId: k.courseId, activityId, waitingFor: waiting.activityId }) : undefined
}

export const requireUnlocked = (k: CourseDetails, e: EnrolmentState, activityId: string) => {
  const locked = lockOf(k, e, activityId)
  return locked ? Effect.fail(locked) : Effect.void
}
