import { afterEach, describe, expect, it } from "vitest"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { activities, answers, complete, createCourse, createTest, enrol, learning, publish, react, start, submit, tags, unenrol } from "./support.ts"
import { standardProgramme } from "../../support/setup.ts"

let s: Scenario
afterEach(() => s.close())

describe("blocking activities", () => {
  const course = { activities: activities({ activityId: "v1", blocking: true }, { activityId: "p1", type: "pdf" }, { activityId: "t1", type: "conventional_test" }) }

  it("lock every later activity, test included, until completed", () => {
    s = learning(scenario(), {}, course)
    s.when(complete("K1", "p1")).thenRejects("course.activity_locked", { courseId: "K1", activityId: "p1", waitingFor: "v1" })
    s.when(start("at1", "T1")).thenRejects("course.activity_locked", { courseId: "K1", activityId: "t1", waitingFor: "v1" })
    s.run(complete("K1", "v1"), complete("K1", "p1"), start("at1", "T1"))
  })

  it("leave earlier and non-blocked activities open", () => {
    const later = { activities: activities({ activityId: "v1" }, { activityId: "t1", type: "conventional_test", blocking: true }, { activityId: "p1", type: "pdf" }) }
    s = learning(scenario(), {}, later)
    expect(tags(s.when(complete("K1", "v1")).events)).toEqual(["ActivityCompleted"])
    s.when(complete("K1", "p1")).thenRejects("course.activity_locked", { courseId: "K1", activityId: "p1", waitingFor: "t1" })
  })
})

describe("prerequisites", () => {
  it("refuse the enrolment until the prerequisite course is approved", () => {
    s = learning(scenario()).run(createCourse("K2", { prerequisites: ["K1"] }), createTest("T2", "K2"), publish("K2"))
    s.when(enrol("K2")).thenRejects("course.prerequisite_not_approved", { courseId: "K2", prerequisiteId: "K1" })
    s.run(complete("K1", "v1"), start("at1", "T1"), submit("at1", answers(4)))
    expect(tags(s.when(enrol("K2")).events)).toEqual(["Enrolled"])
  })
})

describe("the deadline, a local date in the learner's country zone", () => {
  // K1 closes on 20 January: until 23:59:59 in São Paulo (UTC−3), i.e. 02:59:59 UTC on the 21st.
  const withDeadline = (s: Scenario) =>
    standardProgramme(s).run(createCourse("K1", { deadline: "2026-01-20" }), createTest("T1", "K1"), publish("K1"))

  it("still admits an enrolment at 23:30 on the deadline in Brazil, when it is already the 21st in UTC", () => {
    s = withDeadline(scenario()).at("2026-01-21T02:30:00Z")
    expect(tags(s.when(enrol("K1")).events)).toEqual(["Enrolled"])
  })

  it("refuses the enrolment from midnight after it, and any start", () => {
    s = withDeadline(scenario()).at("2026-01-20T20:00:00-03:00").run(enrol("K1"))
    s.at("2026-01-21T00:00:00-03:00")
    s.when(start("at1", "T1")).thenRejects("course.deadline_passed", { courseId: "K1", deadline: "2026-01-20", today: "2026-01-21" })
    s.when(complete("K1", "v1")).thenRejects("course.deadline_passed", { courseId: "K1", deadline: "2026-01-20", today: "2026-01-21" })
  })
})

describe("enrolment", () => {
  it("precedes any activity", () => {
    s = standardProgramme(scenario()).run(createCourse("K1"), createTest("T1", "K1"), publish("K1"))
    s.when(complete("K1", "v1")).thenRejects("enrolment.not_enrolled", { courseId: "K1", userId: "u1" })
    s.when(start("at1", "T1")).thenRejects("enrolment.not_enrolled", { courseId: "K1", userId: "u1" })
  })

  it("is refused again once the course is approved", () => {
    s = learning(scenario()).run(complete("K1", "v1"), start("at1", "T1"), submit("at1", answers(4)), unenrol("K1"))
    s.when(enrol("K1")).thenRejects("enrolment.already_approved", { courseId: "K1", userId: "u1" })
  })

  it("is allowed again after unenrolling a course not approved, starting afresh", () => {
    s = learning(scenario()).run(start("at1", "T1"), submit("at1", answers(0)), start("at2", "T1"), submit("at2", answers(0)), unenrol("K1"))
    expect(tags(s.when(enrol("K1")).events)).toEqual(["Enrolled"])
    s.run(start("at3", "T1"))
  })

  it("of an assigned course is an admin's: the learner is refused", () => {
    s = standardProgramme(scenario()).run(createCourse("K1", { enrolmentType: "assigned" }), createTest("T1", "K1"), publish("K1"))
    s.when(enrol("K1")).thenRejects("enrolment.assigned_only", { courseId: "K1" })
    expect(s.when(enrol("K1", "u1", "admin:adm")).events).toMatchObject([{ _tag: "Enrolled", assigned: true }])
  })

  it("needs a published course", () => {
    s = standardProgramme(scenario()).run(createCourse("K1"))
    s.when(enrol("K1")).thenRejects("course.not_published", { courseId: "K1", status: "draft" })
  })
})

describe("the reaction evaluation", () => {
  const course = { activities: activities({ activityId: "v1" }, { activityId: "t1", type: "conventional_test" }, { activityId: "r1", type: "reaction_evaluation", mandatory: true }) }

  it("unlocks only once every other activity is completed, and never affects the result", () => {
    s = learning(scenario(), {}, course).run(complete("K1", "v1"))
    s.when(react("K1")).thenRejects("course.activity_locked", { courseId: "K1", activityId: "r1", waitingFor: "t1" })
    s.run(start("at1", "T1"))
    // Approved without it, mandatory though it is.
    expect(tags(s.when(submit("at1", answers(4))).events)).toEqual(["AttemptGraded", "TestGraded", "ActivityCompleted", "CourseApproved", "CertificateIssued"])
    expect(tags(s.when(react("K1")).events)).toEqual(["ReactionSubmitted", "ActivityCompleted"])
    s.when(react("K1")).thenRejects("enrolment.already_reacted", { courseId: "K1", userId: "u1" })
  })

  it("waits for every other activity, optional ones included, though the course is approved without them", () => {
    const withOptional = {
      activities: activities({ activityId: "v1" }, { activityId: "t1", type: "conventional_test" }, { activityId: "p1", type: "pdf", mandatory: false }, { activityId: "r1", type: "reaction_evaluation", mandatory: false })
    }
    s = learning(scenario(), {}, withOptional).run(complete("K1", "v1"), start("at1", "T1"))
    expect(tags(s.when(submit("at1", answers(4))).events)).toContain("CourseApproved")
    s.when(react("K1")).thenRejects("course.activity_locked", { courseId: "K1", activityId: "r1", waitingFor: "p1" })
    s.run(complete("K1", "p1"))
    expect(tags(s.when(react("K1")).events)).toEqual(["ReactionSubmitted", "ActivityCompleted"])
  })
})
