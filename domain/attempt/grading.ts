import type { DecideContext, States, Tagged } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { course } from "../course/aggregate.ts"
import { failureOf, isGraded } from "../course/state.ts"
import { enrolment } from "../enrolment/aggregate.ts"
import { ActivityCompleted, CourseBlocked, CourseReproved, CourseRestarted, TestGraded } from "../enrolment/events.ts"
import { evolve } from "../enrolment/evolve.ts"
import { approvalEvents } from "../enrolment/result.ts"
import { testProgress, type EnrolmentState } from "../enrolment/state.ts"
import { test } from "../test/state.ts"
import { AttemptGraded, type Answers } from "./events.ts"
import { grade } from "./score.ts"
import type { AttemptState } from "./state.ts"

/** DESIGN §4.8: answers count when saved before the time limit plus this grace. */
export const GRACE_SECONDS = 30

export type OpenAttempt = AttemptState & { readonly exists: true }

/** Whether answers given now still count (always, without a time limit). */
export const inTime = (a: OpenAttempt, now: number): boolean => a.started.closesAt === null || now <= a.started.closesAt

/**
 * Closes and grades an attempt: on its saved answers, plus `submitted` ones when still in time.
 * Then what the grade means for the course: a test passed (or a quiz not graded, submitted)
 * completes its activity and may approve the course; a graded test failed on its last attempt
 * reproves, blocks or restarts the course by its kind. Returns the enrolment as it ends up.
 */
export const closeAttempt = (a: OpenAttempt, states: States, ctx: DecideContext<Lookups>, submitted?: Answers) => {
  const s = a.started
  const t = states.of(test(s.testId))
  const k = states.of(course(s.courseId))
  let e: EnrolmentState = states.of(enrolment(s.courseId, s.userId))
  const late = !inTime(a, ctx.now)
  const answers = late || !submitted ? a.answers : { ...a.answers, ...submitted }
  const g = t.exists ? grade(t.questions, s.questionIds, answers) : { right: 0, drawn: s.questionIds.length, score: 0 }
  const passMark = t.exists ? t.passMark : 101
  const passed = g.score >= passMark
  const events: Array<Tagged> = [new AttemptGraded({ attemptId: s.attemptId, ...g, passed, closedBy: late ? "time_limit" : "submission", gradedAt: ctx.now })]
  const before = testProgress(e, s.testId)
  // A restart or a re-enrolment since the attempt opened: it no longer counts for the course.
  if (!t.exists || !k.exists || before.openAttemptId !== s.attemptId) return { events, enrolment: e }
  const ids = { courseId: s.courseId, userId: s.userId }
  const push = (event: Tagged & Parameters<typeof evolve>[1]) => {
    events.push(event)
    e = evolve(e, event)
  }
  push(new TestGraded({ ...ids, testId: s.testId, attemptId: s.attemptId, score: g.score, passed, improved: passed && before.passed && g.score > (before.best ?? 0) }))
  const counted = isGraded(t.kind)
  if ((passed || !counted) && !e.completed.has(t.activityId)) push(new ActivityCompleted({ ...ids, activityId: t.activityId }))
  if (counted && !passed && !testProgress(e, s.testId).passed && t.maxAttempts !== null && testProgress(e, s.testId).attemptsUsed >= t.maxAttempts) {
    const failure = failureOf(t.kind)
    push(failure === "blocked" ? new CourseBlocked({ ...ids, testId: s.testId }) : failure === "restarted" ? new CourseRestarted({ ...ids, testId: s.testId }) : new CourseReproved({ ...ids, testId: s.testId }))
  }
  const approval = approvalEvents(k, s.userId, e, states, ctx)
  for (const event of approval) events.push(event)
  return { events, enrolment: approval.length > 0 ? { ...e, approved: true } : e }
}
