import type { EnrolmentEvent } from "./events.ts"
import { initialState, testProgress, type EnrolmentState } from "./state.ts"

export const evolve = (s: EnrolmentState, e: EnrolmentEvent): EnrolmentState => {
  switch (e._tag) {
    case "Enrolled":
      // A new run: only an approval (which refuses re-enrolment) and its certificate outlive it.
      return { ...initialState, enrolled: true, approved: s.approved, improved: s.improved, certificateCode: s.certificateCode }
    case "Unenrolled":
      return { ...s, enrolled: false }
    case "ActivityCompleted":
      return { ...s, completed: new Set(s.completed).add(e.activityId) }
    case "AttemptOpened": {
      const t = testProgress(s, e.testId)
      return { ...s, tests: { ...s.tests, [e.testId]: { ...t, attemptsUsed: t.attemptsUsed + 1, openAttemptId: e.attemptId } } }
    }
    case "TestGraded": {
      const t = testProgress(s, e.testId)
      const best = t.best === undefined ? e.score : Math.max(t.best, e.score)
      return {
        ...s,
        improved: s.improved || e.improved,
        tests: { ...s.tests, [e.testId]: { ...t, best, passed: t.passed || e.passed, openAttemptId: undefined } }
      }
    }
    case "CourseApproved":
      return { ...s, approved: true, certificateCode: e.certificateCode }
    case "CourseReproved":
      return { ...s, outcome: "reproved" }
    case "CourseBlocked":
      return { ...s, outcome: "blocked" }
    case "CourseRestarted":
      // Progress back to not started and every attempt reset (DESIGN §4.8).
      return { ...s, completed: new Set(), tests: {}, outcome: undefined, restarted: true }
    case "ReactionSubmitted":
      return s
  }
}
