import { afterEach, describe, expect, it } from "vitest"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { standardProgramme } from "../../support/setup.ts"
import { activities, answers, bank, complete, createCourse, createTest, learning, publish, react, save, start, submit } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

const base = () => standardProgramme(scenario())

describe("courses", () => {
  it("are created once, with at least one activity, ids and orders unique, prerequisites known", () => {
    s = base().run(createCourse("K1"))
    s.when(createCourse("K1")).thenRejects("course.already_exists", { courseId: "K1" })
    s.when(createCourse("K2", { activities: [] })).thenRejects("course.no_activities", { courseId: "K2" })
    s.when(createCourse("K2", { activities: activities({ activityId: "v1" }, { activityId: "v1" }) })).thenRejects("course.duplicate_activity", { activityId: "v1" })
    s.when(createCourse("K2", { prerequisites: ["K0"] })).thenRejects("course.not_found", { courseId: "K0" })
  })

  it("are published only once every test activity has its test, and then fixed", () => {
    s = base().run(createCourse("K1"))
    s.when(publish("K1")).thenRejects("course.test_missing", { courseId: "K1", activityId: "t1" })
    s.run(createTest("T1", "K1"), publish("K1"))
    s.when(publish("K1")).thenRejects("course.not_draft", { courseId: "K1", status: "published" })
    s.when(createTest("T2", "K1", "v1")).thenRejects("course.not_draft", { courseId: "K1", status: "published" })
  })

  it("archived take no new enrolment", () => {
    s = base().run(createCourse("K1"), createTest("T1", "K1"), publish("K1"), { type: "ArchiveCourse", payload: { courseId: "K1" } })
    s.when({ type: "Enrol", payload: { courseId: "K1", userId: "u1" } }).thenRejects("course.not_published", { courseId: "K1", status: "archived" })
  })

  it("complete tests through attempts and the reaction through SubmitReaction", () => {
    s = learning(scenario())
    s.when(complete("K1", "t1")).thenRejects("course.activity_completes_otherwise", { activityId: "t1" })
    s.when(complete("K1", "zz")).thenRejects("course.unknown_activity", { courseId: "K1", activityId: "zz" })
    s.when(react("K1")).thenRejects("course.no_reaction_evaluation", { courseId: "K1" })
  })
})

describe("tests", () => {
  it("are created once, on an activity of the course without a test, with sound settings and bank", () => {
    s = base().run(createCourse("K1"), createTest("T1", "K1"))
    s.when(createTest("T1", "K1")).thenRejects("test.already_exists", { testId: "T1" })
    s.when(createTest("T2", "K1")).thenRejects("test.activity_taken", { activityId: "t1", testId: "T1" })
    s.when(createTest("T2", "K1", "zz")).thenRejects("course.unknown_activity", { courseId: "K1", activityId: "zz" })
    s.when(createTest("T2", "K1", "v1", { passMark: 101 })).thenRejects("test.invalid_settings", { field: "passMark" })
    s.when(createTest("T2", "K1", "v1", { maxAttempts: 0 })).thenRejects("test.invalid_settings", { field: "maxAttempts" })
    s.when(createTest("T2", "K1", "v1", { questionCount: 5 })).thenRejects("test.not_enough_questions", { questionCount: 5, bank: 4 })
    s.when(createTest("T2", "K1", "v1", { questions: [...bank(4), bank(1)[0]] })).thenRejects("test.invalid_question", { questionId: "q1" })
    s.when(createTest("T2", "K1", "v1", { questions: [{ questionId: "x", options: [{ optionId: "a", correct: false }] }], questionCount: 1 })).thenRejects(
      "test.invalid_question",
      { questionId: "x" }
    )
  })

  it("of an unknown id cannot be started", () => {
    s = learning(scenario())
    s.when(start("at1", "T9")).thenRejects("test.not_found", { testId: "T9" })
  })
})

describe("trails", () => {
  it("list known courses, at least one and each once, under a new id", () => {
    s = base().run(createCourse("K1"), { type: "CreateTrail", payload: { trailId: "TR", title: "Trilha", courseIds: ["K1"] } })
    s.when({ type: "CreateTrail", payload: { trailId: "TR", title: "Trilha", courseIds: ["K1"] } }).thenRejects("trail.already_exists", { trailId: "TR" })
    s.when({ type: "CreateTrail", payload: { trailId: "TR2", title: "Trilha", courseIds: [] } }).thenRejects("trail.invalid_courses", { trailId: "TR2" })
    s.when({ type: "CreateTrail", payload: { trailId: "TR2", title: "Trilha", courseIds: ["K1", "K1"] } }).thenRejects("trail.invalid_courses", { trailId: "TR2" })
    s.when({ type: "CreateTrail", payload: { trailId: "TR2", title: "Trilha", courseIds: ["K9"] } }).thenRejects("course.not_found", { courseId: "K9" })
  })
})

describe("attempts", () => {
  it("are started once per id, answer only their drawn questions, and must exist", () => {
    s = learning(scenario()).run(start("at1", "T1"))
    s.when(start("at1", "T1")).thenRejects("attempt.already_exists", { attemptId: "at1" })
    s.when(save("at1", { q9: ["a"] })).thenRejects("attempt.unknown_question", { attemptId: "at1", questionId: "q9" })
    s.when({ type: "SubmitAttempt", payload: { attemptId: "nope" } }).thenRejects("attempt.not_found", { attemptId: "nope" })
  })

  it("record the seed of their draw", () => {
    s = learning(scenario())
    const started = s.when({ type: "StartAttempt", payload: { attemptId: "at1", testId: "T1", userId: "u1", seed: 42 }, actor: "user:u1" }).events[0]
    expect(started).toMatchObject({ _tag: "AttemptStarted", seed: 42 })
    expect([...(started as unknown as { questionIds: Array<string> }).questionIds].sort()).toEqual(["q1", "q2", "q3", "q4"])
    s.run(submit("at1", answers(4)))
  })

  it("enrolment twice is refused", () => {
    s = learning(scenario())
    s.when({ type: "Enrol", payload: { courseId: "K1", userId: "u1" }, actor: "user:u1" }).thenRejects("enrolment.already_enrolled", { courseId: "K1", userId: "u1" })
  })
})
