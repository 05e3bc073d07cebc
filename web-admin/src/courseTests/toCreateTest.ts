import { testKindOf } from "../courses/activityTypes.ts"

export interface FormOption { text?: string | null; correct?: boolean | null }
export interface FormQuestion { text?: string | null; options?: ReadonlyArray<FormOption> | null }
export interface FormTest {
  testId?: string
  courseId?: string
  activityId?: string
  activityType?: string
  maxAttempts?: number | null
  passMark?: number | null
  questionCount?: number | null
  timeLimitSeconds?: number | null
  questions?: ReadonlyArray<FormQuestion> | null
}

/**
 * The form as CreateTest takes it: the kind from the activity's type (`block_test` → `block`),
 * attempts empty for unlimited (null), no time limit when empty, questions and options numbered
 * in the form's order (q1, q2 …; o1, o2 … within each question).
 */
export const toCreateTest = (form: FormTest): Record<string, unknown> => ({
  testId: form.testId,
  courseId: form.courseId,
  activityId: form.activityId,
  kind: testKindOf(form.activityType ?? "conventional_test"),
  maxAttempts: form.maxAttempts ?? null,
  passMark: form.passMark,
  questionCount: form.questionCount,
  ...(form.timeLimitSeconds == null ? {} : { timeLimitSeconds: form.timeLimitSeconds }),
  questions: (form.questions ?? []).map((q, i) => ({
    questionId: `q${i + 1}`,
    ...(q.text ? { text: q.text } : {}),
    options: (q.options ?? []).map((o, j) => ({ optionId: `o${j + 1}`, ...(o.text ? { text: o.text } : {}), correct: o.correct === true }))
  }))
})
