import { afterEach, describe, expect, it } from "vitest"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { answers, complete, learning, start, submit, tags } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

/** Fails T1 on every one of its attempts (2 by default). */
const failAll = (s: Scenario, n = 2) => {
  for (let i = 1; i < n; i++) s.run(start(`at${i}`, "T1"), submit(`at${i}`, answers(0)))
  s.run(start(`at${n}`, "T1"))
  return s.when(submit(`at${n}`, answers(0)))
}

describe("attempts exhausted, by the test's kind", () => {
  it("conventional: failing every attempt marks the course reproved", () => {
    s = learning(scenario())
    expect(tags(failAll(s).events)).toEqual(["AttemptGraded", "TestGraded", "CourseReproved"])
    s.when(start("at3", "T1")).thenRejects("attempt.no_attempts_left", { testId: "T1", maxAttempts: 2 })
  })

  it("block: failing every attempt blocks the course, other activities still open", () => {
    s = learning(scenario(), { kind: "block" })
    expect(tags(failAll(s).events)).toEqual(["AttemptGraded", "TestGraded", "CourseBlocked"])
    expect(tags(s.when(complete("K1", "v1")).events)).toEqual(["ActivityCompleted"])
  })

  it("restart: failing every attempt restarts the course and resets its attempts", () => {
    s = learning(scenario(), { kind: "restart_general" })
    s.run(complete("K1", "v1"))
    expect(tags(failAll(s).events)).toEqual(["AttemptGraded", "TestGraded", "CourseRestarted"])
    // Progress back to not started: the video is to be watched again, and two attempts are free.
    expect(tags(s.when(complete("K1", "v1")).events)).toEqual(["ActivityCompleted"])
    s.run(start("again1", "T1"), submit("again1", answers(0)), start("again2", "T1"))
  })

  it("every kind exhausted: conventional and evaluated_quiz reprove, block and block_general block, restart and restart_general restart, unevaluated_quiz nothing", () => {
    const outcomes = [
      ["conventional", "CourseReproved", "reproved"],
      ["evaluated_quiz", "CourseReproved", "reproved"],
      ["block", "CourseBlocked", "blocked"],
      ["block_general", "CourseBlocked", "blocked"],
      ["restart", "CourseRestarted", "restarted"],
      ["restart_general", "CourseRestarted", "restarted"],
      // Its first submission completed its activity already; failing it means nothing more.
      ["unevaluated_quiz", undefined, "in_progress"]
    ] as const
    for (const [kind, event, status] of outcomes) {
      s = learning(scenario(), { kind })
      expect(tags(failAll(s).events), kind).toEqual(["AttemptGraded", "TestGraded", ...(event ? [event] : [])])
      expect(s.programme.db.prepare("SELECT status FROM enrolments").pluck().get(), kind).toBe(status)
      s.close()
    }
    s = learning(scenario())
  })

  it("a failed attempt with attempts left changes nothing but the count", () => {
    s = learning(scenario(), { kind: "block" })
    s.run(start("at1", "T1"))
    expect(tags(s.when(submit("at1", answers(0))).events)).toEqual(["AttemptGraded", "TestGraded"])
  })
})

describe("unlimited attempts (maxAttempts null)", () => {
  it("never runs out, and failing never reproves", () => {
    s = learning(scenario(), { maxAttempts: null })
    for (let i = 1; i <= 12; i++) {
      s.run(start(`at${i}`, "T1"))
      expect(tags(s.when(submit(`at${i}`, answers(0))).events)).toEqual(["AttemptGraded", "TestGraded"])
    }
  })
})

describe("one attempt at a time", () => {
  it("refuses a second start while an attempt without time limit is open", () => {
    s = learning(scenario()).run(start("at1", "T1"))
    s.when(start("at2", "T1")).thenRejects("attempt.already_open", { testId: "T1", attemptId: "at1" })
  })

  it("refuses a submission of a closed attempt", () => {
    s = learning(scenario()).run(start("at1", "T1"), submit("at1", answers(4)))
    s.when(submit("at1", answers(4))).thenRejects("attempt.closed", { attemptId: "at1" })
  })
})
