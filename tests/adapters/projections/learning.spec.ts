import { afterEach, describe, expect, it } from "vitest"
import { verify } from "../../../adapters/programme/verify.ts"
import { courseProgress, courseRows, trailProgress } from "../../../adapters/programme/learningReports.ts"
import { OnFile } from "../../support/onFile.ts"
import { snapshot } from "../../support/snapshot.ts"
import { account, cpfs } from "../../support/setup.ts"
import { answers, complete, createCourse, createTest, enrol, learning, publish, save, start, submit, unenrol } from "../../domain/learning/support.ts"

let f: OnFile
afterEach(() => f.remove())

/** K1 (conventional, 3 attempts): u1 approved then improved; u2 fails twice; u3 enrolled then gone. K2 (restart) failed by u1. */
const story = () => {
  f = new OnFile()
  learning(f.s, { maxAttempts: 3 })
    .run(...account("u2", cpfs[1]!), ...account("u3", cpfs[2]!))
    .run(complete("K1", "v1"), start("a1", "T1"), submit("a1", answers(3)), start("a2", "T1"), submit("a2", answers(4)))
    .run(enrol("K1", "u2"), start("b1", "T1", "u2"), submit("b1", answers(1), "u2"), start("b2", "T1", "u2"), save("b2", answers(2), "u2"), submit("b2", undefined, "u2"))
    .run(enrol("K1", "u3"), unenrol("K1", "u3"))
    .run(createCourse("K2"), createTest("T2", "K2", "t1", { kind: "restart", maxAttempts: 1 }), publish("K2"), enrol("K2"), start("c1", "T2"), submit("c1", answers(0)))
    .run({ type: "CreateTrail", payload: { trailId: "TR", title: "Trilha", courseIds: ["K1", "K2"] } })
  return f
}

describe("the learning read model", () => {
  it("keeps one row per enrolment with its status, best grade, attempts since the last restart and certificate", () => {
    const rows = [...courseRows(story().s.programme.db)]
    const code = rows.find((r) => r.userId === "u1" && r.courseId === "K1")?.certificateCode
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/)
    expect(rows).toEqual([
      { userId: "u1", courseId: "K1", status: "improved", grade: 100, attemptsUsed: 2, certificateCode: code },
      { userId: "u2", courseId: "K1", status: "in_progress", grade: 50, attemptsUsed: 2, certificateCode: null },
      { userId: "u3", courseId: "K1", status: "unenrolled", grade: null, attemptsUsed: 0, certificateCode: null },
      { userId: "u1", courseId: "K2", status: "restarted", grade: null, attemptsUsed: 0, certificateCode: null }
    ])
  })

  it("sums progress per course and per trail", () => {
    const db = story().s.programme.db
    expect(courseProgress(db).map((r) => [r.courseId, r.enrolled, r.approved, r.certificates])).toEqual([["K1", 2, 1, 1], ["K2", 1, 0, 0]])
    expect(trailProgress(db)).toEqual([
      { trailId: "TR", userId: "u1", coursesApproved: 1, courses: 2, approved: false },
      { trailId: "TR", userId: "u2", coursesApproved: 0, courses: 2, approved: false },
      { trailId: "TR", userId: "u3", coursesApproved: 0, courses: 2, approved: false }
    ])
  })

  it("rebuilds from the log into what the commands wrote, and verify finds nothing", () => {
    const programme = story().s.programme
    const before = snapshot(programme.db)
    programme.projections.rebuild(["learning"])
    expect(snapshot(programme.db)).toEqual(before)
    expect(verify(programme)).toMatchObject({ ok: true, findings: [] })
  })

  it("is checked by verify: a tampered enrolment is found", () => {
    const programme = story().s.programme
    programme.db.prepare("UPDATE enrolments SET grade = 99 WHERE user_id = 'u2'").run()
    expect(verify(programme).findings.map((x) => x.check)).toEqual(["read model enrolments equals a fresh fold of the log"])
  })
})
