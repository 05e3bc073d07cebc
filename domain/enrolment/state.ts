/** SPEC §3 "Course and training progress", plus `unenrolled`. */
export type ProgressStatus = "not_started" | "in_progress" | "approved" | "improved" | "reproved" | "blocked" | "restarted" | "unenrolled"

export interface TestProgress {
  /** Attempts started since the enrolment or the last restart. */
  readonly attemptsUsed: number
  readonly best: number | undefined
  readonly passed: boolean
  readonly openAttemptId: string | undefined
}

export interface EnrolmentState {
  readonly enrolled: boolean
  /** Final once true: a course is approved once (re-enrolment is refused after). */
  readonly approved: boolean
  readonly outcome: "reproved" | "blocked" | undefined
  readonly restarted: boolean
  readonly improved: boolean
  readonly completed: ReadonlySet<string>
  /** By test id. */
  readonly tests: Readonly<Record<string, TestProgress>>
  readonly certificateCode: string | undefined
}

export const initialState: EnrolmentState = {
  enrolled: false,
  approved: false,
  outcome: undefined,
  restarted: false,
  improved: false,
  completed: new Set(),
  tests: {},
  certificateCode: undefined
}

export const noProgress: TestProgress = { attemptsUsed: 0, best: undefined, passed: false, openAttemptId: undefined }

export const testProgress = (s: EnrolmentState, testId: string): TestProgress => s.tests[testId] ?? noProgress

export const statusOf = (s: EnrolmentState): ProgressStatus =>
  !s.enrolled
    ? "unenrolled"
    : s.approved
      ? s.improved
        ? "improved"
        : "approved"
      : s.outcome
        ? s.outcome
        : s.completed.size > 0 || Object.keys(s.tests).length > 0
          ? "in_progress"
          : s.restarted
            ? "restarted"
            : "not_started"
