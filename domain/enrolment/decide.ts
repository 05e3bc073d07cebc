import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { requireActive } from "../account/guards.ts"
import { account } from "../account/aggregate.ts"
import { course } from "../course/aggregate.ts"
import { CompletesOtherwise, NoReactionEvaluation, UnknownActivity } from "../course/errors.ts"
import { REACTION } from "../course/state.ts"
import { CompleteActivity, Enrol, SubmitReaction, Unenrol } from "./commands.ts"
import { AlreadyEnrolled, AssignedOnly, CourseAlreadyApproved, ReactionAlreadySubmitted } from "./errors.ts"
import { ActivityCompleted, Enrolled, ReactionSubmitted, Unenrolled } from "./events.ts"
import { evolve } from "./evolve.ts"
import { checkAccess, requireEnrolled, requireRunning, requireUnlocked } from "./guards.ts"
import { approvalEvents } from "./result.ts"
import { requireClassEnded, requireClassUnlocked } from "../class/guards.ts"
import { enrolment } from "./aggregate.ts"

/** Open courses: the learner enrols; assigned ones: an admin (or the programme) does. */
export const enrol = defineCommand<Enrol, Lookups>({
  schema: Enrol,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const k = yield* requireRunning(c.courseId, states.of(course(c.courseId)), false)
      const who = yield* requireActive(c.userId, states.of(account(c.userId)))
      if (k.enrolmentType === "assigned" && ctx.actor.kind === "user") return yield* new AssignedOnly({ courseId: c.courseId })
      const e = states.of(enrolment(c.courseId, c.userId))
      if (e.approved) return yield* new CourseAlreadyApproved({ courseId: c.courseId, userId: c.userId })
      if (e.enrolled) return yield* new AlreadyEnrolled({ courseId: c.courseId, userId: c.userId })
      yield* checkAccess(k, c.userId, who, states, ctx.now)
      return [new Enrolled({ courseId: c.courseId, userId: c.userId, assigned: ctx.actor.kind !== "user" })]
    })
})

export const unenrol = defineCommand<Unenrol, Lookups>({
  schema: Unenrol,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const k = states.of(course(c.courseId))
      yield* requireEnrolled(c.courseId, c.userId, states.of(enrolment(c.courseId, c.userId)))
      if (k.exists && k.enrolmentType === "assigned" && ctx.actor.kind === "user") return yield* new AssignedOnly({ courseId: c.courseId })
      return [new Unenrolled({ courseId: c.courseId, userId: c.userId })]
    })
})

/** The player reports an activity done; a repeat changes nothing. Tests and the reaction complete otherwise. */
export const completeActivity = defineCommand<CompleteActivity, Lookups>({
  schema: CompleteActivity,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const k = yield* requireRunning(c.courseId, states.of(course(c.courseId)), true)
      const who = yield* requireActive(c.userId, states.of(account(c.userId)))
      const e = yield* requireEnrolled(c.courseId, c.userId, states.of(enrolment(c.courseId, c.userId)))
      const activity = k.activities.find((a) => a.activityId === c.activityId)
      if (!activity) return yield* new UnknownActivity({ courseId: c.courseId, activityId: c.activityId })
      if (activity.type === REACTION || k.tests.has(c.activityId)) return yield* new CompletesOtherwise({ activityId: c.activityId })
      yield* checkAccess(k, c.userId, who, states, ctx.now)
      yield* requireUnlocked(k, e, c.activityId)
      if (activity.instructorAuthorized === true) yield* requireClassUnlocked(c.classId, c.courseId, c.userId, c.activityId, states)
      if (e.completed.has(c.activityId)) return []
      const done = new ActivityCompleted({ courseId: c.courseId, userId: c.userId, activityId: c.activityId })
      return [done, ...approvalEvents(k, c.userId, evolve(e, done), states, ctx)]
    })
})

/** The reaction evaluation: once, after every other activity; it never affects the result. */
export const submitReaction = defineCommand<SubmitReaction, Lookups>({
  schema: SubmitReaction,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const k = yield* requireRunning(c.courseId, states.of(course(c.courseId)), true)
      const who = yield* requireActive(c.userId, states.of(account(c.userId)))
      const e = yield* requireEnrolled(c.courseId, c.userId, states.of(enrolment(c.courseId, c.userId)))
      const reaction = k.activities.find((a) => a.type === REACTION)
      if (!reaction) return yield* new NoReactionEvaluation({ courseId: c.courseId })
      if (e.completed.has(reaction.activityId)) return yield* new ReactionAlreadySubmitted({ courseId: c.courseId, userId: c.userId })
      yield* checkAccess(k, c.userId, who, states, ctx.now)
      yield* requireUnlocked(k, e, reaction.activityId)
      if (c.classId !== undefined) yield* requireClassEnded(c.classId, c.courseId, c.userId, states, ctx.now)
      const ids = { courseId: c.courseId, userId: c.userId, activityId: reaction.activityId }
      return [new ReactionSubmitted({ ...ids, answers: c.answers }), new ActivityCompleted(ids)]
    })
})
