import type { ResourceSpec } from "../resource.ts"

/**
 * Tests and quizzes by their settings. The question bank is not here (nor in any read model):
 * no admin list ever carries the correct options.
 */
export const testsResource: ResourceSpec = {
  name: "tests",
  from: "learning_tests t",
  joins: "LEFT JOIN courses c ON c.course_id = t.course_id",
  id: "t.test_id",
  fields: {
    id: "t.test_id",
    courseId: "t.course_id",
    courseTitle: "c.title",
    activityId: "t.activity_id",
    kind: "t.kind",
    maxAttempts: "t.max_attempts",
    passMark: "t.pass_mark",
    questionCount: "t.question_count",
    timeLimitSeconds: "t.time_limit_seconds"
  },
  filters: { courseId: "t.course_id", kind: "t.kind" },
  search: ["t.test_id LIKE ?", "t.course_id LIKE ?"],
  scope: undefined,
  defaultSort: ["id", "ASC"],
  roles: ["admin"]
}
