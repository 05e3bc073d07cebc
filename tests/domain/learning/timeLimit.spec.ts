import { afterEach, describe, expect, it } from "vitest"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { answers, learning, save, start, submit, tags } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

// A 60-second test started at 10:00:00 Brasília: answers count until 10:01:30 (limit + 30 s grace).
const startAt = "2026-01-12T10:00:00.000-03:00"
const timed = () => learning(scenario(), { timeLimitSeconds: 60, passMark: 75 }).at(startAt).run(start("at1", "T1"))

describe("the time limit and its 30-second grace", () => {
  it("counts answers saved exactly at the limit plus the grace", () => {
    s = timed().at("2026-01-12T10:01:30.000-03:00").run(save("at1", answers(4)))
    expect(s.when(submit("at1")).events[0]).toMatchObject({ score: 100, closedBy: "submission" })
  })

  it("adds nothing saved a millisecond later: the save closes and grades the attempt on what was saved before", () => {
    s = timed().at("2026-01-12T10:00:50.000-03:00").run(save("at1", answers(3)))
    s.at("2026-01-12T10:01:30.001-03:00")
    const late = s.when(save("at1", { q4: ["a"] }))
    expect(late.events[0]).toMatchObject({ _tag: "AttemptGraded", right: 3, score: 75, passed: true, closedBy: "time_limit" })
  })

  it("grades a late submission on the answers saved in time only", () => {
    s = timed().at("2026-01-12T10:01:00.000-03:00").run(save("at1", answers(2)))
    s.at("2026-01-12T10:05:00.000-03:00")
    expect(s.when(submit("at1", answers(4))).events[0]).toMatchObject({ right: 2, score: 50, passed: false, closedBy: "time_limit" })
  })

  it("takes a submission's own answers while in time", () => {
    s = timed().at("2026-01-12T10:01:29.000-03:00")
    expect(s.when(submit("at1", answers(4))).events[0]).toMatchObject({ right: 4, closedBy: "submission" })
  })

  it("closes an attempt left open when the next attempt starts", () => {
    s = timed().at("2026-01-12T10:00:10.000-03:00").run(save("at1", answers(1)))
    s.at("2026-01-12T11:00:00.000-03:00")
    const next = s.when(start("at2", "T1"))
    expect(tags(next.events)).toEqual(["AttemptGraded", "TestGraded", "AttemptStarted", "AttemptOpened"])
    expect(next.events[0]).toMatchObject({ attemptId: "at1", right: 1, closedBy: "time_limit" })
  })

  it("lets the programme close it (CloseAttempt), but not before the limit plus the grace", () => {
    s = timed().at("2026-01-12T10:01:30.000-03:00")
    s.when({ type: "CloseAttempt", payload: { attemptId: "at1" } }).thenRejects("attempt.still_running", { attemptId: "at1" })
    s.at("2026-01-12T10:01:30.001-03:00")
    expect(tags(s.when({ type: "CloseAttempt", payload: { attemptId: "at1" } }).events)).toEqual(["AttemptGraded", "TestGraded"])
  })
})
