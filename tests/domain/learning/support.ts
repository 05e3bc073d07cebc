import type { Scenario, Step } from "../../support/scenario.ts"
import { standardProgramme } from "../../support/setup.ts"

/** A learning catalogue on top of the standard programme (Brazil, learner u1 in campaign C1). */
export interface ActivitySpec {
  readonly activityId: string
  readonly type?: string
  readonly mandatory?: boolean
  readonly blocking?: boolean
}

export const activities = (...specs: ReadonlyArray<ActivitySpec>) =>
  specs.map((a, i) => ({ activityId: a.activityId, type: a.type ?? "video", hierarchyOrder: (i + 1) * 10, mandatory: a.mandatory ?? true, blocking: a.blocking ?? false }))

/** A video `v1` then a conventional test activity `t1`, both mandatory. */
export const createCourse = (courseId: string, extra: Record<string, unknown> = {}): Step => ({
  type: "CreateCourse",
  payload: {
    courseId,
    title: `Curso ${courseId}`,
    workloadHours: 2,
    enrolmentType: "open",
    activities: activities({ activityId: "v1" }, { activityId: "t1", type: "conventional_test" }),
    ...extra
  }
})

/** n questions `q1…qn`, each with options a (the right one) and b. */
export const bank = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ questionId: `q${i + 1}`, options: [{ optionId: "a", correct: true }, { optionId: "b", correct: false }] }))

export const createTest = (testId: string, courseId: string, activityId = "t1", extra: Record<string, unknown> = {}): Step => ({
  type: "CreateTest",
  payload: { testId, courseId, activityId, kind: "conventional", maxAttempts: 2, passMark: 70, questionCount: 4, questions: bank(4), ...extra }
})

export const publish = (courseId: string): Step => ({ type: "PublishCourse", payload: { courseId } })
export const enrol = (courseId: string, userId = "u1", actor = `user:${userId}`): Step => ({ type: "Enrol", payload: { courseId, userId }, actor })
export const unenrol = (courseId: string, userId = "u1"): Step => ({ type: "Unenrol", payload: { courseId, userId }, actor: `user:${userId}` })
export const complete = (courseId: string, activityId: string, userId = "u1"): Step => ({ type: "CompleteActivity", payload: { courseId, userId, activityId }, actor: `user:${userId}` })
export const start = (attemptId: string, testId: string, userId = "u1"): Step => ({ type: "StartAttempt", payload: { attemptId, testId, userId }, actor: `user:${userId}` })
export const save = (attemptId: string, answers: Record<string, Array<string>>, userId = "u1"): Step => ({ type: "SaveAnswers", payload: { attemptId, answers }, actor: `user:${userId}` })
export const submit = (attemptId: string, answers?: Record<string, Array<string>>, userId = "u1"): Step => ({
  type: "SubmitAttempt",
  payload: answers ? { attemptId, answers } : { attemptId },
  actor: `user:${userId}`
})
export const react = (courseId: string, userId = "u1"): Step => ({ type: "SubmitReaction", payload: { courseId, userId, answers: { useful: 5 } }, actor: `user:${userId}` })

/** Answers with the first `right` of questions q1…q`total` right and the rest wrong. */
export const answers = (right: number, total = 4): Record<string, Array<string>> =>
  Object.fromEntries(Array.from({ length: total }, (_, i) => [`q${i + 1}`, [i < right ? "a" : "b"]]))

/** The standard programme plus course K1 (video v1, test T1 on t1) published, u1 enrolled. */
export const learning = (s: Scenario, test: Record<string, unknown> = {}, course: Record<string, unknown> = {}): Scenario =>
  standardProgramme(s).run(createCourse("K1", course), createTest("T1", "K1", "t1", test), publish("K1"), enrol("K1"))

/** The events' tags, for assertions on what a decision led to. */
export const tags = (events: ReadonlyArray<{ readonly _tag: string }>) => events.map((e) => e._tag)
