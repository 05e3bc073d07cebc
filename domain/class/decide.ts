import { Effect } from "effect"
import { defineCommand, type DecideContext, type States } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { account } from "../account/aggregate.ts"
import { requireActive } from "../account/guards.ts"
import { client } from "../client/aggregate.ts"
import { course } from "../course/aggregate.ts"
import { UnknownActivity } from "../course/errors.ts"
import { enrolment } from "../enrolment/aggregate.ts"
import { AssignedOnly } from "../enrolment/errors.ts"
import { Enrolled } from "../enrolment/events.ts"
import { checkAccess, requireRunning } from "../enrolment/guards.ts"
import { InviteToClass, MoveClass, ScheduleClass, SubscribeToClass, UnlockClassActivity, UnsubscribeFromClass, ValidatePresence } from "./commands.ts"
import * as E from "./errors.ts"
import { ClassActivityUnlocked, ClassInvited, ClassMoved, ClassScheduled, ClassSubscribed, ClassUnsubscribed, PresenceValidated } from "./events.ts"
import { canMove, hasStarted, takesUnsubscription } from "./moves.ts"
import { klass, type ClassState } from "./state.ts"

type Existing = ClassState & { exists: true }

const requireClass = (classId: string, s: ClassState) => (s.exists ? Effect.succeed(s as Existing) : Effect.fail(new E.ClassNotFound({ classId })))

/**
 * The classes an instructor acts on are their own: another's answers as unknown (DESIGN §4.9,
 * SPEC §6). Admins act on every class; the role is read from the actor's account.
 */
const requireTeaching = (classId: string, states: States, ctx: DecideContext<Lookups>) =>
  Effect.gen(function* () {
    const s = yield* requireClass(classId, states.of(klass(classId)))
    if (ctx.actor.kind === "system") return s
    const who = states.of(account(ctx.actor.userId))
    if (who.exists && who.role === "instructor" && s.scheduled.instructorId !== ctx.actor.userId) return yield* new E.ClassNotFound({ classId })
    return s
  })

export const scheduleClass = defineCommand<ScheduleClass, Lookups>({
  schema: ScheduleClass,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (states.of(klass(c.classId)).exists) return yield* new E.ClassAlreadyExists({ classId: c.classId })
      if (c.endTime <= c.startTime) return yield* new E.ClassEndsBeforeStart({ startTime: c.startTime, endTime: c.endTime })
      if (!states.of(client(c.clientId)).exists) return yield* new E.ClassClientUnknown({ clientId: c.clientId })
      if (c.courseId === undefined ? c.type === "presential_class" : !states.of(course(c.courseId)).exists) return yield* new E.ClassCourseRequired({ classId: c.classId })
      const teacher = states.of(account(c.instructorId))
      if (!teacher.exists || (teacher.role !== "instructor" && teacher.role !== "admin")) return yield* new E.InstructorUnknown({ instructorId: c.instructorId })
      const { _tag, ...fields } = c
      return [new ClassScheduled({ ...fields, inviteOnly: c.inviteOnly ?? false })]
    })
})

export const moveClass = defineCommand<MoveClass, Lookups>({
  schema: MoveClass,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const s = yield* requireTeaching(c.classId, states, ctx)
      if (!canMove(s.scheduled.type, s.status, c.to)) return yield* new E.ClassMoveRefused({ classId: c.classId, from: s.status, to: c.to })
      return [new ClassMoved({ classId: c.classId, from: s.status, to: c.to })]
    })
})

/** Invitations open a closed class to a learner of its client; a repeat changes nothing. */
export const inviteToClass = defineCommand<InviteToClass, Lookups>({
  schema: InviteToClass,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const s = yield* requireTeaching(c.classId, states, ctx)
      yield* requireActive(c.userId, states.of(account(c.userId)))
      if (["finished", "awaiting_results", "closed", "canceled"].includes(s.status)) return yield* new E.ClassFinishedAlready({ classId: c.classId, status: s.status })
      if (s.invited.has(c.userId)) return []
      return [new ClassInvited({ classId: c.classId, userId: c.userId })]
    })
})

/**
 * A learner takes a seat (DESIGN §4.9): the class is open, its client's, not invited-only unless
 * invited, and a seat is left — the seats are counted in the class's one stream, so concurrent
 * subscriptions decide again and exactly `vacancy` succeed. The class's course's enrolment rules
 * apply (§4.8): a learner not yet enrolled is enrolled by the same decision.
 */
export const subscribeToClass = defineCommand<SubscribeToClass, Lookups>({
  schema: SubscribeToClass,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const s = yield* requireClass(c.classId, states.of(klass(c.classId)))
      const k = s.scheduled
      if (!states.of(client(k.clientId)).members.has(c.userId)) return yield* new E.ClassNotFound({ classId: c.classId })
      const who = yield* requireActive(c.userId, states.of(account(c.userId)))
      if (s.subscribers.has(c.userId)) return yield* new E.AlreadySubscribed({ classId: c.classId, userId: c.userId })
      if (s.status !== "open") return yield* new E.ClassNotOpen({ classId: c.classId, status: s.status })
      if (k.inviteOnly && !s.invited.has(c.userId)) return yield* new E.ClassInvitedOnly({ classId: c.classId })
      if (s.subscribers.size >= k.vacancy) return yield* new E.ClassSoldOut({ classId: c.classId, vacancy: k.vacancy })
      const seat = new ClassSubscribed({ classId: c.classId, userId: c.userId })
      if (k.courseId === undefined) return [seat]
      const running = yield* requireRunning(k.courseId, states.of(course(k.courseId)), false)
      if (states.of(enrolment(k.courseId, c.userId)).enrolled) return [seat]
      if (running.enrolmentType === "assigned" && ctx.actor.kind === "user") return yield* new AssignedOnly({ courseId: k.courseId })
      yield* checkAccess(running, c.userId, who, states, ctx.now)
      return [seat, new Enrolled({ courseId: k.courseId, userId: c.userId, assigned: ctx.actor.kind !== "user" })]
    })
})

/** The seat is given back before the class begins; the course enrolment stays (the learner leaves it apart). */
export const unsubscribeFromClass = defineCommand<UnsubscribeFromClass, Lookups>({
  schema: UnsubscribeFromClass,
  decide: (c, states) =>
    Effect.gen(function* () {
      const s = yield* requireClass(c.classId, states.of(klass(c.classId)))
      if (!s.subscribers.has(c.userId)) return yield* new E.NotSubscribed({ classId: c.classId, userId: c.userId })
      if (!takesUnsubscription(s.status)) return yield* new E.ClassAlreadyStarted({ classId: c.classId, status: s.status })
      return [new ClassUnsubscribed({ classId: c.classId, userId: c.userId })]
    })
})

/** The instructor marks a subscribed learner present once the class has begun; a repeat changes nothing. */
export const validatePresence = defineCommand<ValidatePresence, Lookups>({
  schema: ValidatePresence,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const s = yield* requireTeaching(c.classId, states, ctx)
      if (!s.subscribers.has(c.userId)) return yield* new E.NotSubscribed({ classId: c.classId, userId: c.userId })
      if (!hasStarted(s.status)) return yield* new E.ClassNotStarted({ classId: c.classId, status: s.status })
      if (s.present.has(c.userId)) return []
      return [new PresenceValidated({ classId: c.classId, userId: c.userId })]
    })
})

/** An activity the course marks `instructorAuthorized` opens for the class's learners when the instructor says so. */
export const unlockClassActivity = defineCommand<UnlockClassActivity, Lookups>({
  schema: UnlockClassActivity,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const s = yield* requireTeaching(c.classId, states, ctx)
      const k = s.scheduled.courseId === undefined ? undefined : states.of(course(s.scheduled.courseId))
      const activity = k?.exists ? k.activities.find((a) => a.activityId === c.activityId) : undefined
      if (activity === undefined) return yield* new UnknownActivity({ courseId: s.scheduled.courseId ?? "", activityId: c.activityId })
      if (activity.instructorAuthorized !== true) return yield* new E.ActivityNotInstructorAuthorized({ classId: c.classId, activityId: c.activityId })
      if (s.unlocked.has(c.activityId)) return []
      return [new ClassActivityUnlocked({ classId: c.classId, activityId: c.activityId })]
    })
})
