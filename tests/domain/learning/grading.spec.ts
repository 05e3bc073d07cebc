import { afterEach, describe, expect, it } from "vitest"
import { AttemptGraded } from "../../../domain/attempt/events.ts"
import { TestGraded } from "../../../domain/enrolment/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { activities, answers, bank, complete, learning, start, submit, tags } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

const graded = (s: Scenario, attemptId: string, right: number, total = 4) => {
  s.run(start(attemptId, "T1"))
  return s.when(submit(attemptId, answers(right, total)))
}

describe("the pass mark", () => {
  it("passes a score equal to the mark and fails one below", () => {
    s = learning(scenario(), { passMark: 75 }).run(complete("K1", "v1"))
    const below = graded(s, "at1", 2).events
    expect(below[0]).toMatchObject({ _tag: "AttemptGraded", right: 2, drawn: 4, score: 50, passed: false })
    const equal = graded(s, "at2", 3).events
    expect(equal[0]).toMatchObject({ right: 3, drawn: 4, score: 75, passed: true })
    expect(tags(equal)).toContain("CourseApproved")
  })

  it("rounds the score half up: 1 of 8 right is 12.5, so 13", () => {
    s = learning(scenario(), { passMark: 13, questionCount: 8, questions: bank(8) })
    expect(graded(s, "at1", 1, 8).events[0]).toMatchObject({ right: 1, drawn: 8, score: 13, passed: true })
  })

  it("counts a question right only when the options chosen are exactly the correct ones", () => {
    const two = [{ questionId: "q1", options: [{ optionId: "a", correct: true }, { optionId: "b", correct: true }, { optionId: "c", correct: false }] }]
    s = learning(scenario(), { passMark: 100, questionCount: 1, questions: two })
    s.run(start("at1", "T1"))
    expect(s.when(submit("at1", { q1: ["a"] })).events[0]).toMatchObject({ right: 0, score: 0 })
    s.run(start("at2", "T1"))
    expect(s.when(submit("at2", { q1: ["b", "a"] })).events[0]).toMatchObject({ right: 1, score: 100 })
  })
})

describe("the best grade is kept", () => {
  it("a worse retry after passing changes neither the best grade nor the approval", () => {
    s = learning(scenario(), { maxAttempts: 3 }).run(complete("K1", "v1"))
    expect(tags(graded(s, "at1", 4).events)).toContain("CourseApproved")
    const worse = graded(s, "at2", 1)
    worse.thenEvents(
      new AttemptGraded({ attemptId: "at2", right: 1, drawn: 4, score: 25, passed: false, closedBy: "submission", gradedAt: worse.events[0]!["gradedAt" as never] }),
      new TestGraded({ courseId: "K1", userId: "u1", testId: "T1", attemptId: "at2", score: 25, passed: false, improved: false })
    )
    const row = s.programme.db.prepare("SELECT grade, status FROM enrolments WHERE course_id = 'K1' AND user_id = 'u1'").get()
    expect(row).toEqual({ grade: 100, status: "approved" })
  })

  it("the best is what a later pass must beat, however low the grades in between", () => {
    s = learning(scenario(), { maxAttempts: 3, passMark: 50 }).run(complete("K1", "v1"))
    graded(s, "at1", 4)
    expect(graded(s, "at2", 2).events[1]).toMatchObject({ _tag: "TestGraded", score: 50, passed: true, improved: false })
    // 75 beats the 50 just before, not the best of 100: no improvement.
    expect(graded(s, "at3", 3).events[1]).toMatchObject({ _tag: "TestGraded", score: 75, passed: true, improved: false })
  })

  it("a pass equal to the best is no improvement", () => {
    s = learning(scenario(), { maxAttempts: 3 }).run(complete("K1", "v1"))
    graded(s, "at1", 3)
    expect(graded(s, "at2", 3).events[1]).toMatchObject({ _tag: "TestGraded", score: 75, passed: true, improved: false })
    expect(s.programme.db.prepare("SELECT status FROM enrolments").pluck().get()).toBe("approved")
  })

  it("a better retry after passing is `improved`, and credits nothing more", () => {
    s = learning(scenario(), { maxAttempts: 3 }).run(complete("K1", "v1"))
    graded(s, "at1", 3)
    const better = graded(s, "at2", 4)
    expect(tags(better.events)).toEqual(["AttemptGraded", "TestGraded"])
    expect(better.events[1]).toMatchObject({ score: 100, passed: true, improved: true })
    const row = s.programme.db.prepare("SELECT grade, status FROM enrolments WHERE course_id = 'K1' AND user_id = 'u1'").get()
    expect(row).toEqual({ grade: 100, status: "improved" })
  })
})

describe("the unevaluated quiz", () => {
  const course = { activities: activities({ activityId: "v1" }, { activityId: "t1", type: "unevaluated_quiz" }) }

  it("never affects the result: failing its every attempt neither reproves nor keeps the course from approval", () => {
    s = learning(scenario(), { kind: "unevaluated_quiz", maxAttempts: 1 }, course)
    expect(tags(graded(s, "at1", 0).events)).toEqual(["AttemptGraded", "TestGraded", "ActivityCompleted"])
    expect(tags(s.when(complete("K1", "v1")).events)).toEqual(["ActivityCompleted", "CourseApproved", "CertificateIssued"])
  })

  it("completes on a submission whatever its score, and its score is no grade of the course", () => {
    s = learning(scenario(), { kind: "unevaluated_quiz", maxAttempts: 1 }, course).run(complete("K1", "v1"))
    expect(tags(graded(s, "at1", 1).events)).toEqual(["AttemptGraded", "TestGraded", "ActivityCompleted", "CourseApproved", "CertificateIssued"])
    const row = s.programme.db.prepare("SELECT grade FROM enrolments WHERE course_id = 'K1'").get()
    expect(row).toEqual({ grade: null })
  })
})

describe("a graded test on an optional activity", () => {
  const course = { activities: activities({ activityId: "v1" }, { activityId: "t1", type: "conventional_test", mandatory: false }) }

  it("must still be passed for approval", () => {
    s = learning(scenario(), {}, course)
    expect(tags(s.when(complete("K1", "v1")).events)).toEqual(["ActivityCompleted"])
    expect(tags(graded(s, "at1", 4).events)).toEqual(["AttemptGraded", "TestGraded", "ActivityCompleted", "CourseApproved", "CertificateIssued"])
  })
})
