import { Effect } from "effect"
import { defineCommand, type States, type Tagged } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { requireActive } from "../account/guards.ts"
import { account } from "../account/aggregate.ts"
import { course } from "../course/aggregate.ts"
import { enrolment } from "../enrolment/aggregate.ts"
import { AttemptOpened } from "../enrolment/events.ts"
import { checkAccess, requireEnrolled, requireRunning, requireUnlocked } from "../enrolment/guards.ts"
import { testProgress } from "../enrolment/state.ts"
import { TestNotFound } from "../test/errors.ts"
import { test } from "../test/state.ts"
import { CloseAttempt, SaveAnswers, StartAttempt, SubmitAttempt } from "./commands.ts"
import { draw, seedOf } from "./draw.ts"
import { AttemptAlreadyExists, AttemptAlreadyOpen, AttemptClosed, AttemptNotFound, AttemptStillRunning, NoAttemptsLeft, UnknownQuestion } from "./errors.ts"
import { AnswersSaved, AttemptStarted, type Answers } from "./events.ts"
import { closeAttempt, GRACE_SECONDS, inTime, type OpenAttempt } from "./grading.ts"
import { attempt } from "./state.ts"

export const startAttempt = defineCommand<StartAttempt, Lookups>({
  schema: StartAttempt,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      if (states.of(attempt(c.attemptId)).exists) return yield* new AttemptAlreadyExists({ attemptId: c.attemptId })
      const t = states.of(test(c.testId))
      if (!t.exists) return yield* new TestNotFound({ testId: c.testId })
      const k = yield* requireRunning(t.courseId, states.of(course(t.courseId)), true)
      const who = yield* requireActive(c.userId, states.of(account(c.userId)))
      const e = yield* requireEnrolled(t.courseId, c.userId, states.of(enrolment(t.courseId, c.userId)))
      yield* checkAccess(k, c.userId, who, states, ctx.now)
      yield* requireUnlocked(k, e, t.activityId)
      let progress = testProgress(e, c.testId)
      // An attempt left open past its limit and grace is closed and graded by this command first.
      let closed: ReadonlyArray<Tagged> = []
      if (progress.openAttemptId !== undefined) {
        const open = states.of(attempt(progress.openAttemptId))
        if (open.exists && !open.graded) {
          if (inTime(open, ctx.now)) return yield* new AttemptAlreadyOpen({ testId: c.testId, attemptId: progress.openAttemptId })
          const outcome = closeAttempt(open, states, ctx)
          closed = outcome.events
          progress = testProgress(outcome.enrolment, c.testId)
        }
      }
      if (t.maxAttempts !== null && progress.attemptsUsed >= t.maxAttempts) return yield* new NoAttemptsLeft({ testId: c.testId, maxAttempts: t.maxAttempts })
      const seed = c.seed ?? seedOf(c.attemptId)
      const questionIds = draw(t.questions, t.questionCount, seed).map((q) => q.questionId)
      const closesAt = t.timeLimitSeconds === undefined ? null : ctx.now + (t.timeLimitSeconds + GRACE_SECONDS) * 1000
      const ids = { courseId: t.courseId, userId: c.userId }
      return [
        ...closed,
        new AttemptStarted({ attemptId: c.attemptId, testId: c.testId, ...ids, seed, questionIds, startedAt: ctx.now, closesAt }),
        new AttemptOpened({ ...ids, testId: c.testId, attemptId: c.attemptId })
      ]
    })
})

const requireOpen = (attemptId: string, states: States) => {
  const a = states.of(attempt(attemptId))
  return !a.exists ? Effect.fail(new AttemptNotFound({ attemptId })) : a.graded ? Effect.fail(new AttemptClosed({ attemptId })) : Effect.succeed(a as OpenAttempt)
}

const checkQuestions = (a: OpenAttempt, answers: Answers) => {
  const drawn = new Set(a.started.questionIds)
  const stray = Object.keys(answers).find((id) => !drawn.has(id))
  return stray === undefined ? Effect.void : Effect.fail(new UnknownQuestion({ attemptId: a.started.attemptId, questionId: stray }))
}

/** Saved in time, the answers count; past the limit and grace, the save adds nothing and closes the attempt. */
export const saveAnswers = defineCommand<SaveAnswers, Lookups>({
  schema: SaveAnswers,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const a = yield* requireOpen(c.attemptId, states)
      if (!inTime(a, ctx.now)) return closeAttempt(a, states, ctx).events
      yield* checkQuestions(a, c.answers)
      return [new AnswersSaved({ attemptId: c.attemptId, answers: c.answers, savedAt: ctx.now })]
    })
})

export const submitAttempt = defineCommand<SubmitAttempt, Lookups>({
  schema: SubmitAttempt,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const a = yield* requireOpen(c.attemptId, states)
      if (c.answers && inTime(a, ctx.now)) yield* checkQuestions(a, c.answers)
      return closeAttempt(a, states, ctx, c.answers).events
    })
})

export const closeExpiredAttempt = defineCommand<CloseAttempt, Lookups>({
  schema: CloseAttempt,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const a = yield* requireOpen(c.attemptId, states)
      if (inTime(a, ctx.now)) return yield* new AttemptStillRunning({ attemptId: c.attemptId })
      return closeAttempt(a, states, ctx).events
    })
})
