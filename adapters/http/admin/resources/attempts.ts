import type { ResourceSpec } from "../resource.ts"
import { byLearnerCountry } from "./learnerScope.ts"

/**
 * Attempts with the learner's answers and grade. The drawn questions are ids only: which options
 * are correct lives in the test's stream and is never selected here (open attempts included).
 */
export const attemptsResource: ResourceSpec = {
  name: "attempts",
  from: "attempts a",
  joins: "LEFT JOIN personal_data pd ON pd.user_id = a.user_id",
  id: "a.attempt_id",
  fields: {
    id: "a.attempt_id",
    testId: "a.test_id",
    courseId: "a.course_id",
    userId: "a.user_id",
    userName: "pd.full_name",
    questionIds: "a.question_ids",
    answers: "a.answers",
    startedAt: "a.started_at",
    closesAt: "a.closes_at",
    open: "a.graded_at IS NULL",
    right: "a.right",
    drawn: "a.drawn",
    score: "a.score",
    passed: "a.passed",
    closedBy: "a.closed_by",
    gradedAt: "a.graded_at"
  },
  filters: { testId: "a.test_id", courseId: "a.course_id", userId: "a.user_id", passed: "a.passed", closedBy: "a.closed_by", startedAt: "a.started_at" },
  search: ["a.user_id LIKE ?", "a.user_id IN (SELECT user_id FROM personal_data WHERE full_name LIKE ?)"],
  scope: byLearnerCountry("a.user_id"),
  json: ["questionIds", "answers"],
  booleans: ["open", "passed"],
  defaultSort: ["startedAt", "DESC"],
  roles: ["admin"]
}
