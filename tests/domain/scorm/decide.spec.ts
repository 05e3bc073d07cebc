import { afterEach, describe, expect, it } from "vitest"
import { ActivityCompleted } from "../../../domain/enrolment/events.ts"
import { ScormCommitted } from "../../../domain/scorm/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { standardProgramme } from "../../support/setup.ts"
import { complete, enrol, publish, tags } from "../learning/support.ts"
import { commitScorm, scormCourse, scormLearning } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

const committed = (fields: Partial<ConstructorParameters<typeof ScormCommitted>[0]> = {}) =>
  new ScormCommitted({ courseId: "KS", userId: "u1", activityId: "s1", packageId: "pkg-1", version: "1.2", seq: 1, values: {}, finished: false, completion: "not attempted", success: "unknown", score: null, totalSeconds: 0, entry: "ab-initio", ...fields })

describe("CommitScorm (DESIGN §4.8: a SCORM package's commits)", () => {
  it("keeps the values a package commits, with the attempt's result", () => {
    s = scormLearning(scenario())
    const values = { "cmi.core.lesson_location": "2", "cmi.suspend_data": "seen=1,2", "cmi.core.lesson_status": "incomplete" }
    s.when(commitScorm({ values })).thenEvents(committed({ values, completion: "incomplete" }))
  })

  it("counts a commit once: a number already kept changes nothing", () => {
    s = scormLearning(scenario()).run(commitScorm({ seq: 2, values: { "cmi.suspend_data": "a" } }))
    s.when(commitScorm({ seq: 2, values: { "cmi.suspend_data": "b" } })).thenEvents()
    s.when(commitScorm({ seq: 1, values: { "cmi.suspend_data": "c" } })).thenEvents()
    s.when(commitScorm({ seq: 3, values: { "cmi.suspend_data": "d" } })).thenEvents(committed({ seq: 3, values: { "cmi.suspend_data": "d" } }))
  })

  it("refuses a suspend_data past SCORM 1.2's 4,096 characters with error 405, and takes 4,096", () => {
    s = scormLearning(scenario())
    s.when(commitScorm({ values: { "cmi.suspend_data": "x".repeat(4097) } })).thenRejects("scorm.value_refused", { element: "cmi.suspend_data", length: 4097, scormError: 405 })
    expect(s.when(commitScorm({ values: { "cmi.suspend_data": "x".repeat(4096) } })).handled.outcome.status).toBe("accepted")
  })

  it("refuses values out of range or of the wrong type, read-only and unknown elements, with each version's SCORM error", () => {
    s = scormLearning(scenario())
    const refused: ReadonlyArray<[ "1.2" | "2004", string, string, number]> = [
      ["1.2", "cmi.core.score.raw", "101", 405],
      ["1.2", "cmi.core.score.raw", "ninety", 405],
      ["1.2", "cmi.core.lesson_status", "not attempted", 405],
      ["1.2", "cmi.core.session_time", "2 minutes", 405],
      ["1.2", "cmi.core.student_name", "Someone", 403],
      ["1.2", "cmi.core.total_time", "9999:00:00", 403],
      ["1.2", "cmi.core.not_there", "1", 401],
      ["2004", "cmi.score.scaled", "1.5", 407],
      ["2004", "cmi.score.scaled", "high", 406],
      ["2004", "cmi.progress_measure", "-0.1", 407],
      ["2004", "cmi.completion_status", "passed", 406],
      ["2004", "cmi.success_status", "completed", 406],
      ["2004", "cmi.session_time", "00:02:00", 406],
      ["2004", "cmi.suspend_data", "x".repeat(64_001), 407],
      ["2004", "cmi.entry", "resume", 404],
      ["2004", "cmi.interactions.0.type", "choice", 408],
      ["2004", "cmi.interactions.1.id", "q2", 351],
      ["1.2", "cmi.objectives.1.id", "o2", 201],
      ["2004", "cmi.learner_preference.language", "pt", 402],
      ["2004", "cmi.core.lesson_status", "passed", 401]
    ]
    for (const [version, element, value, scormError] of refused)
      s.when(commitScorm({ version, values: { [element]: value } })).thenRejects("scorm.value_refused", { element, length: value.length, scormError })
  })

  it("keeps interactions and objectives in the order set, and checks a record's index against the ones already kept", () => {
    s = scormLearning(scenario())
    const first = { "cmi.interactions.0.id": "q1", "cmi.interactions.0.type": "choice", "cmi.interactions.0.learner_response": "b", "cmi.objectives.0.id": "o1", "cmi.objectives.0.success_status": "passed" }
    s.when(commitScorm({ version: "2004", values: first })).thenEvents(committed({ version: "2004", values: first, completion: "unknown", success: "unknown" }))
    // Index 1 follows the kept 0; 3 would leave a gap; a kept objective keeps its id.
    expect(s.when(commitScorm({ seq: 2, version: "2004", values: { "cmi.interactions.1.id": "q2" } })).handled.outcome.status).toBe("accepted")
    s.when(commitScorm({ seq: 3, version: "2004", values: { "cmi.interactions.3.id": "q4" } })).thenRejects("scorm.value_refused", { element: "cmi.interactions.3.id", length: 2, scormError: 351 })
    s.when(commitScorm({ seq: 3, version: "2004", values: { "cmi.objectives.0.id": "other" } })).thenRejects("scorm.value_refused", { element: "cmi.objectives.0.id", length: 5, scormError: 351 })
    // Within one commit the id comes first: the same values the other way round are refused.
    s.when(commitScorm({ seq: 3, version: "2004", values: { "cmi.objectives.1.score.scaled": "0.5", "cmi.objectives.1.id": "o2" } })).thenRejects("scorm.value_refused", { element: "cmi.objectives.1.score.scaled", length: 3, scormError: 408 })
  })

  it("completes the activity (and the course with it) when a 1.2 package is passed or completed", () => {
    s = scormLearning(scenario())
    const handled = s.when(commitScorm({ values: { "cmi.core.lesson_status": "completed" }, finished: true }))
    expect(tags(handled.handled.events)).toEqual(["ScormCommitted", "ActivityCompleted", "CourseApproved", "CertificateIssued"])
    expect(handled.handled.events[1]).toEqual(new ActivityCompleted({ courseId: "KS", userId: "u1", activityId: "s1" }))
  })

  it("judges a 1.2 attempt by the manifest's mastery score when the package gives a score", () => {
    s = scormLearning(scenario())
    s.when(commitScorm({ values: { "cmi.core.lesson_status": "completed", "cmi.core.score.raw": "79" }, masteryScore: 80 })).thenEvents(
      committed({ values: { "cmi.core.lesson_status": "completed", "cmi.core.score.raw": "79" }, completion: "failed", success: "failed", score: 79 })
    )
    const passed = s.when(commitScorm({ seq: 2, values: { "cmi.core.score.raw": "80" }, masteryScore: 80 }))
    expect(passed.handled.events[0]).toMatchObject({ completion: "passed", success: "passed", score: 80 })
    expect(tags(passed.handled.events)).toContain("ActivityCompleted")
  })

  it("completes a 2004 attempt completed and not failed, or passed; judges success by the scaled passing score", () => {
    s = scormLearning(scenario())
    const failed = s.when(commitScorm({ version: "2004", values: { "cmi.completion_status": "completed", "cmi.score.scaled": "0.5" }, masteryScore: 0.8 }))
    expect(failed.handled.events.map((e) => e._tag)).toEqual(["ScormCommitted"])
    expect(failed.handled.events[0]).toMatchObject({ completion: "completed", success: "failed", score: 50 })
    const incomplete = s.when(commitScorm({ seq: 2, version: "2004", values: { "cmi.completion_status": "incomplete", "cmi.success_status": "unknown", "cmi.score.scaled": "0.9" }, masteryScore: null }))
    expect(tags(incomplete.handled.events)).toEqual(["ScormCommitted"])
    const passed = s.when(commitScorm({ seq: 3, version: "2004", values: { "cmi.success_status": "passed" }, masteryScore: null }))
    expect(tags(passed.handled.events)).toContain("ActivityCompleted")
  })

  it("takes commits only from an enrolled learner, on an unlocked SCORM activity", () => {
    s = standardProgramme(scenario()).run(scormCourse("KS", true), publish("KS"))
    s.when(commitScorm()).thenRejects("enrolment.not_enrolled")
    s.run(enrol("KS"))
    s.when(commitScorm()).thenRejects("course.activity_locked")
    s.run(complete("KS", "v1"))
    expect(s.when(commitScorm()).handled.outcome.status).toBe("accepted")
    s.when(commitScorm({ activityId: "p1" })).thenRejects("scorm.not_scorm_activity", { courseId: "KS", activityId: "p1" })
    s.when(commitScorm({ activityId: "nope" })).thenRejects("course.unknown_activity")
  })
})
