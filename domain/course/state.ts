import type { Activity, EnrolmentType, TestKind } from "./events.ts"

export type CourseStatus = "draft" | "published" | "archived"

export interface AttachedTest {
  readonly testId: string
  readonly activityId: string
  readonly kind: TestKind
  readonly maxAttempts: number | null
  readonly passMark: number
}

export interface CourseDetails {
  readonly courseId: string
  readonly title: string
  readonly status: CourseStatus
  readonly enrolmentType: EnrolmentType
  readonly deadline: string | undefined
  readonly prerequisites: ReadonlyArray<string>
  readonly activities: ReadonlyArray<Activity>
  /** By activity id. */
  readonly tests: ReadonlyMap<string, AttachedTest>
}

export type CourseState = { readonly exists: false } | ({ readonly exists: true } & CourseDetails)

export const initialState: CourseState = { exists: false }

export const REACTION = "reaction_evaluation"

/** Activity types that are tests or quizzes: a course is published only once each has its test. */
export const isTestType = (type: string): boolean => type.endsWith("_test") || type.endsWith("_quiz")

/** Every kind but the unevaluated quiz is graded: it counts towards the course result. */
export const isGraded = (kind: TestKind): boolean => kind !== "unevaluated_quiz"

/** What failing every attempt of a graded test does to the course. */
export const failureOf = (kind: TestKind): "reproved" | "blocked" | "restarted" =>
  kind === "block" || kind === "block_general" ? "blocked" : kind === "restart" || kind === "restart_general" ? "restarted" : "reproved"
