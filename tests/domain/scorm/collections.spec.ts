import { describe, expect, it } from "vitest"
import { getValue, setError } from "../../../domain/scorm/dataModel.ts"

// cmi.interactions.n.* and cmi.objectives.n.* (domain/scorm/collections.ts) as a package meets
// them through LMSGetValue/GetValue and LMSSetValue/SetValue: one rule per test, per version.

/** Sets each value in turn as the runtime does, failing on the first refusal; answers the kept cmi. */
const kept = (version: "1.2" | "2004", values: Record<string, string>): Record<string, string> => {
  const cmi: Record<string, string> = {}
  for (const [name, value] of Object.entries(values)) {
    expect([name, setError(version, cmi, name, value)]).toEqual([name, 0])
    cmi[name] = value
  }
  return cmi
}

const interaction12 = { "cmi.interactions.0.id": "q1", "cmi.interactions.0.type": "choice", "cmi.interactions.0.student_response": "b", "cmi.interactions.0.result": "correct" }
const interaction2004 = { "cmi.interactions.0.id": "q1", "cmi.interactions.0.type": "choice", "cmi.interactions.0.learner_response": "b", "cmi.interactions.0.result": "correct" }

describe("SCORM 1.2 interactions and objectives", () => {
  it("answers _children and counts the kept records (0 before any)", () => {
    expect(getValue("1.2", {}, "cmi.interactions._children").value).toBe("id,objectives,time,type,correct_responses,weighting,student_response,result,latency")
    expect(getValue("1.2", {}, "cmi.objectives._children").value).toBe("id,score,status")
    expect(getValue("1.2", {}, "cmi.interactions._count")).toEqual({ value: "0", error: 0 })
    const cmi = kept("1.2", { ...interaction12, "cmi.interactions.1.id": "q2", "cmi.interactions.0.objectives.0.id": "o1", "cmi.objectives.0.id": "o1" })
    expect(getValue("1.2", cmi, "cmi.interactions._count")).toEqual({ value: "2", error: 0 })
    expect(getValue("1.2", cmi, "cmi.interactions.0.objectives._count")).toEqual({ value: "1", error: 0 })
    expect(getValue("1.2", cmi, "cmi.interactions.1.correct_responses._count")).toEqual({ value: "0", error: 0 })
    expect(getValue("1.2", cmi, "cmi.objectives._count")).toEqual({ value: "1", error: 0 })
    expect(getValue("1.2", cmi, "cmi.objectives.0.score._children")).toEqual({ value: "raw,min,max", error: 0 })
  })

  it("keeps interactions write-only (404 on read) and objectives readable", () => {
    const cmi = kept("1.2", { ...interaction12, "cmi.objectives.0.id": "o1", "cmi.objectives.0.status": "passed", "cmi.objectives.0.score.raw": "75" })
    expect(getValue("1.2", cmi, "cmi.interactions.0.id")).toEqual({ value: "", error: 404 })
    expect(getValue("1.2", cmi, "cmi.interactions.0.result")).toEqual({ value: "", error: 404 })
    expect(getValue("1.2", cmi, "cmi.objectives.0.status")).toEqual({ value: "passed", error: 0 })
    expect(getValue("1.2", cmi, "cmi.objectives.0.score.raw")).toEqual({ value: "75", error: 0 })
  })

  it("refuses to set a count or _children (402)", () => {
    expect(setError("1.2", {}, "cmi.interactions._count", "3")).toBe(402)
    expect(setError("1.2", {}, "cmi.objectives._children", "id")).toBe(402)
  })

  it("refuses an index past the next (201), on set and on get, in nested lists too", () => {
    expect(setError("1.2", {}, "cmi.interactions.1.id", "q2")).toBe(201)
    expect(setError("1.2", {}, "cmi.objectives.2.id", "o3")).toBe(201)
    const cmi = kept("1.2", interaction12)
    expect(setError("1.2", cmi, "cmi.interactions.0.objectives.1.id", "o2")).toBe(201)
    expect(setError("1.2", cmi, "cmi.interactions.0.correct_responses.0.pattern", "b")).toBe(0)
    expect(getValue("1.2", {}, "cmi.objectives.0.id")).toEqual({ value: "", error: 201 })
  })

  it("reads an index only as written plainly: a leading zero names no element (401)", () => {
    expect(setError("1.2", {}, "cmi.interactions.00.id", "q1")).toBe(401)
    expect(getValue("1.2", kept("1.2", { "cmi.objectives.0.id": "o1" }), "cmi.objectives.00.id")).toEqual({ value: "", error: 401 })
  })

  it("lets a record begin with any element (1.2 asks no id first)", () => {
    expect(setError("1.2", {}, "cmi.interactions.0.result", "wrong")).toBe(0)
    expect(setError("1.2", {}, "cmi.objectives.0.status", "incomplete")).toBe(0)
  })

  it("checks each element's type with 405", () => {
    const refused: ReadonlyArray<[string, string]> = [
      ["cmi.interactions.0.id", "has space"],
      ["cmi.interactions.0.id", ""],
      ["cmi.interactions.0.type", "long-fill-in"],
      ["cmi.interactions.0.result", "incorrect"],
      ["cmi.interactions.0.weighting", "heavy"],
      ["cmi.interactions.0.latency", "PT5S"],
      ["cmi.interactions.0.time", "25:00:00"],
      ["cmi.interactions.0.student_response", "x".repeat(256)],
      ["cmi.objectives.0.score.raw", "101"],
      ["cmi.objectives.0.status", "unknown"]
    ]
    for (const [name, value] of refused) expect([name, value, setError("1.2", {}, name, value)]).toEqual([name, value, 405])
    const taken: ReadonlyArray<[string, string]> = [
      ["cmi.interactions.0.result", "0.5"],
      ["cmi.interactions.0.latency", "0000:00:05.5"],
      ["cmi.interactions.0.time", "13:05:00"],
      ["cmi.objectives.0.score.raw", ""],
      ["cmi.objectives.0.status", "not attempted"]
    ]
    for (const [name, value] of taken) expect([name, value, setError("1.2", {}, name, value)]).toEqual([name, value, 0])
  })

  it("has no description, learner_response or success_status in 1.2 (401), and says 202/203 for _children/_count of an element with none", () => {
    expect(setError("1.2", {}, "cmi.interactions.0.description", "q")).toBe(401)
    expect(setError("1.2", {}, "cmi.interactions.0.learner_response", "b")).toBe(401)
    expect(setError("1.2", {}, "cmi.objectives.0.success_status", "passed")).toBe(401)
    expect(getValue("1.2", {}, "cmi.core.lesson_status._children").error).toBe(202)
    expect(getValue("1.2", {}, "cmi.core._count").error).toBe(203)
  })
})

describe("SCORM 2004 interactions and objectives", () => {
  it("answers _children and counts the kept records", () => {
    expect(getValue("2004", {}, "cmi.interactions._children").value).toBe("id,type,objectives,timestamp,correct_responses,weighting,learner_response,result,latency,description")
    expect(getValue("2004", {}, "cmi.objectives._children").value).toBe("id,score,success_status,completion_status,progress_measure,description")
    const cmi = kept("2004", { ...interaction2004, "cmi.interactions.0.correct_responses.0.pattern": "b", "cmi.objectives.0.id": "o1", "cmi.objectives.1.id": "o2" })
    expect(getValue("2004", cmi, "cmi.interactions._count")).toEqual({ value: "1", error: 0 })
    expect(getValue("2004", cmi, "cmi.interactions.0.correct_responses._count")).toEqual({ value: "1", error: 0 })
    expect(getValue("2004", cmi, "cmi.objectives._count")).toEqual({ value: "2", error: 0 })
    expect(getValue("2004", cmi, "cmi.objectives.1.score._children")).toEqual({ value: "scaled,raw,min,max", error: 0 })
  })

  it("reads interactions back, and says an element of a kept record never set is not initialized (403)", () => {
    const cmi = kept("2004", interaction2004)
    expect(getValue("2004", cmi, "cmi.interactions.0.learner_response")).toEqual({ value: "b", error: 0 })
    expect(getValue("2004", cmi, "cmi.interactions.0.description")).toEqual({ value: "", error: 403 })
  })

  it("refuses to set a count or _children (404)", () => {
    expect(setError("2004", {}, "cmi.objectives._count", "1")).toBe(404)
    expect(setError("2004", {}, "cmi.interactions._children", "id")).toBe(404)
  })

  it("refuses an index past the next with 351 on set, and a record not kept with 301 on get", () => {
    expect(setError("2004", {}, "cmi.interactions.1.id", "q2")).toBe(351)
    const cmi = kept("2004", interaction2004)
    expect(setError("2004", cmi, "cmi.interactions.0.objectives.1.id", "o2")).toBe(351)
    expect(setError("2004", cmi, "cmi.interactions.1.id", "q2")).toBe(0)
    expect(getValue("2004", cmi, "cmi.interactions.1.id")).toEqual({ value: "", error: 301 })
    expect(getValue("2004", {}, "cmi.objectives.0.id")).toEqual({ value: "", error: 301 })
  })

  it("asks for a record's id before its other elements (408)", () => {
    expect(setError("2004", {}, "cmi.interactions.0.result", "correct")).toBe(408)
    expect(setError("2004", {}, "cmi.objectives.0.success_status", "passed")).toBe(408)
    expect(setError("2004", {}, "cmi.interactions.0.objectives.0.id", "o1")).toBe(408)
  })

  it("asks for an interaction's type before its responses (408)", () => {
    const cmi = kept("2004", { "cmi.interactions.0.id": "q1" })
    expect(setError("2004", cmi, "cmi.interactions.0.learner_response", "b")).toBe(408)
    expect(setError("2004", cmi, "cmi.interactions.0.correct_responses.0.pattern", "b")).toBe(408)
    const typed = kept("2004", { "cmi.interactions.0.id": "q1", "cmi.interactions.0.type": "choice" })
    expect(setError("2004", typed, "cmi.interactions.0.learner_response", "b")).toBe(0)
  })

  it("keeps an objective's id once set (351), and takes the same id again", () => {
    const cmi = kept("2004", { "cmi.objectives.0.id": "o1" })
    expect(setError("2004", cmi, "cmi.objectives.0.id", "o9")).toBe(351)
    expect(setError("2004", cmi, "cmi.objectives.0.id", "o1")).toBe(0)
  })

  it("checks types with 406 and ranges with 407", () => {
    const cmi = kept("2004", { ...interaction2004, "cmi.objectives.0.id": "o1" })
    const refused: ReadonlyArray<[string, string, number]> = [
      ["cmi.interactions.0.type", "essay", 406],
      ["cmi.interactions.0.result", "wrong", 406],
      ["cmi.interactions.0.latency", "00:00:05", 406],
      ["cmi.interactions.0.timestamp", "yesterday", 406],
      ["cmi.interactions.0.weighting", "x", 406],
      ["cmi.interactions.0.description", "x".repeat(251), 406],
      ["cmi.objectives.0.score.scaled", "1.01", 407],
      ["cmi.objectives.0.progress_measure", "2", 407],
      ["cmi.objectives.0.success_status", "completed", 406],
      ["cmi.objectives.0.completion_status", "passed", 406],
      ["cmi.interactions.1.id", "has space", 406]
    ]
    for (const [name, value, code] of refused) expect([name, value, setError("2004", cmi, name, value)]).toEqual([name, value, code])
    const taken: ReadonlyArray<[string, string]> = [
      ["cmi.interactions.0.result", "-2.5"],
      ["cmi.interactions.0.latency", "PT4.5S"],
      ["cmi.interactions.0.timestamp", "2026-11-28T05:00:00Z"],
      ["cmi.objectives.0.score.scaled", "-1"],
      ["cmi.objectives.0.completion_status", "not attempted"]
    ]
    for (const [name, value] of taken) expect([name, value, setError("2004", cmi, name, value)]).toEqual([name, value, 0])
  })

  it("has no student_response or status in 2004 (401), and keeps no more than 250 interactions (351)", () => {
    const cmi = kept("2004", interaction2004)
    expect(setError("2004", cmi, "cmi.interactions.0.student_response", "b")).toBe(401)
    expect(setError("2004", {}, "cmi.objectives.0.status", "passed")).toBe(401)
    const full = Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`cmi.interactions.${i}.id`, `q${i}`]))
    expect(getValue("2004", full, "cmi.interactions._count").value).toBe("250")
    expect(setError("2004", full, "cmi.interactions.250.id", "q250")).toBe(351)
  })
})
