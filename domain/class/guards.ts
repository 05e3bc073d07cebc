import { Effect } from "effect"
import type { States } from "../shared/decider.ts"
import { ClassActivityLocked, ClassNotFound, ClassReactionNotYet } from "./errors.ts"
import { klass } from "./state.ts"
import { classEndsAtMs } from "./times.ts"

/** A class of this course in which the learner holds a seat; any other is unknown to them. */
const seatIn = (classId: string, courseId: string, userId: string, states: States) => {
  const s = states.of(klass(classId))
  return s.exists && s.scheduled.courseId === courseId && s.subscribers.has(userId) ? Effect.succeed(s) : Effect.fail(new ClassNotFound({ classId }))
}

/**
 * An activity the course marks `instructorAuthorized` is completed through a class (the players of
 * SPEC §2 `…/event/{type}/{event_id}/activities/{n}` name it) whose instructor opened it: the
 * player's lock alone is not a rule (DESIGN §4.9).
 */
export const requireClassUnlocked = (classId: string | undefined, courseId: string, userId: string, activityId: string, states: States) =>
  Effect.gen(function* () {
    if (classId === undefined) return yield* new ClassActivityLocked({ classId: "", activityId })
    const s = yield* seatIn(classId, courseId, userId, states)
    if (!s.unlocked.has(activityId)) return yield* new ClassActivityLocked({ classId, activityId })
  })

const ended = new Set(["finished", "awaiting_results", "closed"])
const notHeld = new Set(["pre_scheduled", "canceled"])

/**
 * The reaction evaluation after a class opens once the class has ended (DESIGN §4.9): the
 * instructor moved it to `finished` or after, or its last session's end passed on the server's clock
 * (what follows from the clock is shown, not stored) — a canceled or never-scheduled class does not end.
 */
export const requireClassEnded = (classId: string, courseId: string, userId: string, states: States, now: number) =>
  Effect.gen(function* () {
    const s = yield* seatIn(classId, courseId, userId, states)
    const endsAtMs = classEndsAtMs(s.scheduled)
    if (classHasEnded(s.status, endsAtMs, now)) return
    return yield* new ClassReactionNotYet({ classId, endsAt: new Date(endsAtMs).toISOString() })
  })

/** The same rule as a flag, for the screens: is the class's reaction evaluation open now? */
export const classHasEnded = (status: string, endsAtMs: number, now: number): boolean => ended.has(status) || (!notHeld.has(status) && now >= endsAtMs)
