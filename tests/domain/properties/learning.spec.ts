import { describe, expect } from "vitest"
import { fc, test } from "@fast-check/vitest"
import { draw } from "../../../domain/attempt/draw.ts"
import type { Tagged } from "../../../domain/shared/decider.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { account, cpfs, levels, referenceData } from "../../support/setup.ts"
import { activities, answers, complete, createCourse, createTest, enrol, publish, start, submit } from "../learning/support.ts"

describe("the seeded draw", () => {
  test.prop([fc.integer(), fc.integer({ min: 1, max: 60 }), fc.nat()], { numRuns: 300 })(
    "the same seed always draws the same questions, none twice",
    (seed, size, k) => {
      const bank = Array.from({ length: size }, (_, i) => `q${i}`)
      const count = 1 + (k % size)
      const first = draw(bank, count, seed)
      expect(draw(bank, count, seed)).toEqual(first)
      expect(first).toHaveLength(count)
      expect(new Set(first).size).toBe(count)
      for (const q of first) expect(bank).toContain(q)
    }
  )
})

/** Course K1 (`course:K1` worth 40 in C1) and its test T1 made before C1 opens; u1 registered in C1. */
const world = (course: Record<string, unknown>, test: Record<string, unknown>): Scenario =>
  scenario()
    .at("2026-01-02T12:00:00-03:00")
    .run(...referenceData, ...account("u1", cpfs[0]!), createCourse("K1", course), createTest("T1", "K1", "t1", test), publish("K1"))
    .run(
      {
        type: "DraftCampaign",
        payload: { campaignId: "C1", name: "C1", country: "BR", begins: "2026-01-05", ends: "2026-03-20", pointsTable: [{ sku: "NB-100", pointsPerUnit: 125 }, { sku: "course:K1", pointsPerUnit: 40 }], levels }
      },
      { type: "EnrollStore", payload: { campaignId: "C1", storeId: "st1" } },
      { type: "OpenCampaign", payload: { campaignId: "C1" } }
    )
    .at("2026-01-10T10:00:00-03:00")
    .run(
      { type: "RegisterForCampaign", payload: { campaignId: "C1", userId: "u1", acceptTerms: true, agencyId: "ag1", brandIds: ["acme"], storeIds: ["st1"] } },
      enrol("K1")
    )

/** A learner's move: complete an activity, or take an attempt with so many right answers. */
const move = fc.oneof(fc.record({ complete: fc.constantFrom("a1", "a2", "a3") }), fc.record({ right: fc.integer({ min: 0, max: 4 }) }))

const play = (s: Scenario, moves: ReadonlyArray<{ complete?: string; right?: number }>, each: (events: ReadonlyArray<Tagged>) => void) =>
  moves.forEach((m, i) => {
    if (m.complete !== undefined) return each(s.send(complete("K1", m.complete)).events)
    const started = s.send(start(`at${i}`, "T1"))
    if (started.outcome.status === "accepted") each(s.send(submit(`at${i}`, answers(m.right ?? 0))).events)
  })

const kind = fc.constantFrom("conventional", "block", "restart", "restart_general", "evaluated_quiz", "unevaluated_quiz")

describe("the course result", () => {
  test.prop([fc.array(fc.record({ mandatory: fc.boolean(), blocking: fc.boolean() }), { minLength: 3, maxLength: 3 }), kind, fc.array(move, { maxLength: 14 })], { numRuns: 25 })(
    "a course is never approved with a mandatory activity undone",
    (flags, testKind, moves) => {
      const acts = activities(...flags.map((f, i) => ({ activityId: `a${i + 1}`, ...f })), { activityId: "t1", type: testKind === "unevaluated_quiz" ? "unevaluated_quiz" : "conventional_test" })
      const s = world({ activities: acts }, { kind: testKind, maxAttempts: 2 })
      try {
        let done = new Set<string>()
        play(s, moves, (events) => {
          for (const e of events as ReadonlyArray<Tagged & Record<string, string>>) {
            if (e._tag === "ActivityCompleted") done.add(e["activityId"]!)
            if (e._tag === "CourseRestarted") done = new Set()
            if (e._tag === "CourseApproved") for (const a of acts) if (a.mandatory) expect(done, a.activityId).toContain(a.activityId)
          }
        })
      } finally {
        s.close()
      }
    }
  )

  test.prop([fc.constantFrom("restart", "restart_general"), fc.integer({ min: 1, max: 3 }), fc.array(move, { maxLength: 12 })], { numRuns: 20 })(
    "a restart leaves no attempt counted",
    (testKind, maxAttempts, moves) => {
      const s = world({}, { kind: testKind, maxAttempts, passMark: 100 })
      let restarts = 0
      try {
        play(s, [{ complete: "v1" }, ...moves.map((m) => ("complete" in m ? { complete: "v1" } : m))], (events) => {
          if (!events.some((e) => e._tag === "CourseRestarted")) return
          expect(s.programme.db.prepare("SELECT attempts_used AS n, status FROM enrolments").get()).toEqual({ n: 0, status: "restarted" })
          expect(s.programme.db.prepare("SELECT count(*) AS n FROM enrolment_tests").get()).toEqual({ n: 0 })
          // The decision agrees: every attempt is free again, however many were used before.
          for (let k = 0; k < maxAttempts; k++) {
            const id = `again-${++restarts}-${k}`
            expect(s.send(start(id, "T1")).outcome.status).toBe("accepted")
            if (k < maxAttempts - 1) s.send(submit(id, answers(0)))
          }
          s.send(submit(`again-${restarts}-${maxAttempts - 1}`, answers(4)))
        })
      } finally {
        s.close()
      }
    }
  )
})

describe("training points", () => {
  test.prop([fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 10 })], { numRuns: 20 })(
    "training points are credited once per approval, whatever the retries",
    (rights) => {
      const s = world({}, { maxAttempts: null }).run(complete("K1", "v1"))
      try {
        const all: Array<Tagged> = []
        rights.forEach((right, i) => {
          s.run(start(`at${i}`, "T1"))
          all.push(...s.send(submit(`at${i}`, answers(right))).events)
        })
        const approvals = all.filter((e) => e._tag === "CourseApproved").length
        expect(approvals).toBe(rights.some((r) => r >= 3) ? 1 : 0)
        expect(all.filter((e) => e._tag === "PointsCredited")).toHaveLength(approvals)
        expect(all.filter((e) => e._tag === "TrainingXpGained")).toHaveLength(approvals)
      } finally {
        s.close()
      }
    }
  )
})
