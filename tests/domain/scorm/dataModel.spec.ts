import { describe, expect, it } from "vitest"
import { getValue, setError } from "../../../domain/scorm/dataModel.ts"
import { evolve } from "../../../domain/scorm/evolve.ts"
import { ScormCommitted } from "../../../domain/scorm/events.ts"
import { launchState } from "../../../domain/scorm/launch.ts"
import { outcomeOf, secondsOf } from "../../../domain/scorm/outcome.ts"
import { initialState } from "../../../domain/scorm/state.ts"

const commit = (values: Record<string, string>, finished: boolean, version: "1.2" | "2004" = "1.2", seq = 1, packageId = "pkg-1") =>
  new ScormCommitted({ courseId: "K", userId: "u1", activityId: "s1", packageId, version, seq, values, finished, completion: "", success: "", score: null, totalSeconds: 0, entry: "" })

describe("the SCORM data model (domain/scorm/dataModel.ts)", () => {
  it("answers a write-only element with 404 in 1.2 and 405 in 2004, an unknown one with 401", () => {
    expect(getValue("1.2", {}, "cmi.core.session_time")).toEqual({ value: "", error: 404 })
    expect(getValue("2004", {}, "cmi.exit")).toEqual({ value: "", error: 405 })
    expect(getValue("1.2", {}, "cmi.core.shoe_size")).toEqual({ value: "", error: 401 })
    expect(getValue("2004", {}, "cmi.shoe_size")).toEqual({ value: "", error: 401 })
  })

  it("says a 2004 location or score never set is not initialized (403), and answers what is set", () => {
    expect(getValue("2004", {}, "cmi.location")).toEqual({ value: "", error: 403 })
    expect(getValue("2004", {}, "cmi.score.scaled")).toEqual({ value: "", error: 403 })
    expect(getValue("2004", { "cmi.location": "p3" }, "cmi.location")).toEqual({ value: "p3", error: 0 })
    expect(getValue("1.2", {}, "cmi.core.lesson_location")).toEqual({ value: "", error: 0 })
  })

  it("refuses to set a keyword (_children, _count) and takes the bounds themselves", () => {
    expect(setError("1.2", {}, "cmi.core._children", "x")).toBe(402)
    expect(setError("2004", {}, "cmi.interactions._count", "1")).toBe(404)
    expect(setError("1.2", {}, "cmi.core.score.raw", "0")).toBe(0)
    expect(setError("1.2", {}, "cmi.core.score.raw", "100")).toBe(0)
    expect(setError("1.2", {}, "cmi.core.score.raw", "")).toBe(0)
    expect(setError("2004", {}, "cmi.score.scaled", "-1")).toBe(0)
    expect(setError("2004", {}, "cmi.score.scaled", "")).toBe(406)
    expect(setError("1.2", {}, "cmi.core.session_time", "0001:02:03.5")).toBe(0)
    expect(setError("2004", {}, "cmi.session_time", "PT1H2M3.5S")).toBe(0)
    expect(setError("2004", {}, "cmi.session_time", "P")).toBe(406)
  })
})

describe("an attempt from commit to launch (evolve.ts, launch.ts)", () => {
  it("adds each finished session to the total time and resumes only after a suspend", () => {
    const first = evolve(initialState, commit({ "cmi.core.session_time": "0000:01:30", "cmi.core.exit": "suspend", "cmi.suspend_data": "a" }, true))
    expect(first).toMatchObject({ totalSeconds: 90, entry: "resume", seq: 1 })
    const second = evolve(first, commit({ "cmi.core.session_time": "0000:00:30", "cmi.core.exit": "" }, true, "1.2", 2))
    expect(second).toMatchObject({ totalSeconds: 120, entry: "" })
    // A commit that does not finish the session leaves the total and the entry as they were.
    expect(evolve(second, commit({ "cmi.core.session_time": "0001:00:00" }, false, "1.2", 3))).toMatchObject({ totalSeconds: 120, entry: "" })
    expect(secondsOf("PT1H1M1.5S")).toBe(3661.5)
  })

  it("starts over when the activity's package changes", () => {
    const old = evolve(initialState, commit({ "cmi.suspend_data": "old" }, true))
    expect(evolve(old, commit({}, false, "1.2", 1, "pkg-2")).cmi).toEqual({})
  })

  it("hands a launch the kept values and the LMS's own, never the write-only ones", () => {
    const s = evolve(initialState, commit({ "cmi.core.lesson_location": "2", "cmi.suspend_data": "a", "cmi.core.exit": "suspend", "cmi.core.session_time": "0000:01:00" }, true))
    const launch = launchState("1.2", s, "u1", 80)
    expect(launch.cmi).toMatchObject({ "cmi.core.lesson_location": "2", "cmi.suspend_data": "a", "cmi.core.entry": "resume", "cmi.core.total_time": "0000:01:00", "cmi.core.student_id": "u1", "cmi.student_data.mastery_score": "80" })
    expect(launch.cmi["cmi.core.exit"]).toBeUndefined()
    expect(launch.cmi["cmi.core.session_time"]).toBeUndefined()
    expect(launchState("2004", initialState, "u1", 0.8).cmi).toMatchObject({ "cmi.entry": "ab-initio", "cmi.completion_status": "unknown", "cmi.scaled_passing_score": "0.8", "cmi.total_time": "PT0H0M0S" })
  })

  it("reads 1.2's browsed and incomplete as not done", () => {
    expect(outcomeOf("1.2", { "cmi.core.lesson_status": "browsed" }, { masteryScore: null }).completed).toBe(false)
    expect(outcomeOf("1.2", { "cmi.core.lesson_status": "incomplete", "cmi.core.score.raw": "99" }, { masteryScore: 80 })).toMatchObject({ completion: "incomplete", completed: false })
  })
})
