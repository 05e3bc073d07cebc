import { afterEach, describe, expect, it } from "vitest"
import { TrainingXpGained } from "../../../domain/level/events.ts"
import { PointsCredited } from "../../../domain/wallet/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { account, cpfs, levels, register, standardProgramme } from "../../support/setup.ts"
import { holdsLevel } from "../../support/ledger.ts"
import { answers, complete, createCourse, createTest, enrol, publish, start, submit, tags } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

/** Campaign C1's table with `course:K1` worth 40 points, set before it opened (tables are fixed once open). */
const withTraining = (s: Scenario) =>
  s
    .at("2026-01-02T12:00:00-03:00")
    .run(createCourse("K1"), createTest("T1", "K1", "t1", { maxAttempts: 3 }), publish("K1"))
    .run({
      type: "DraftCampaign",
      payload: {
        campaignId: "C2",
        name: "Campanha Treino",
        country: "BR",
        begins: "2026-04-01",
        ends: "2026-06-15",
        pointsTable: [{ sku: "NB-100", pointsPerUnit: 125 }, { sku: "course:K1", pointsPerUnit: 40 }],
        levels
      }
    })

const approve = (s: Scenario, attemptId = "at1") => {
  s.run(enrol("K1"), complete("K1", "v1"), start(attemptId, "T1"))
  return s.when(submit(attemptId, answers(4)))
}

const ids = { campaignId: "C2", userId: "u1" }

/** u1 registered in C2, which runs from 1 April. */
const running = (s: Scenario) =>
  withTraining(standardProgramme(s))
    .at("2026-03-21T00:00:00-03:00")
    .run({ type: "CloseCampaign", payload: { campaignId: "C1" } }, { type: "EnrollStore", payload: { campaignId: "C2", storeId: "st1" } }, { type: "OpenCampaign", payload: { campaignId: "C2" } })
    .at("2026-04-02T10:00:00-03:00")
    .run(register("u1", "C2"))

describe("training points and XP", () => {
  it("credit the course's points, confirmed at once, and its base as XP on the first approval", () => {
    s = running(scenario())
    const events = approve(s).events
    expect(events.slice(-2)).toEqual([
      new PointsCredited({ ...ids, source: "training", ref: "course:K1", points: 40, provisional: false }),
      new TrainingXpGained({ ...ids, courseId: "K1", xp: 40 })
    ])
  })

  it("multiply the points by the level held, not the XP", () => {
    s = running(scenario()).given(...holdsLevel("u1", 3))
    const events = approve(s).events
    expect(events.slice(-2)).toMatchObject([{ _tag: "PointsCredited", points: 80 }, { _tag: "TrainingXpGained", xp: 40 }])
  })

  it("credit nothing when the grade is improved later", () => {
    s = running(scenario())
    s.run(enrol("K1"), complete("K1", "v1"), start("at1", "T1"), submit("at1", answers(3)), start("at2", "T1"))
    expect(tags(s.when(submit("at2", answers(4))).events)).toEqual(["AttemptGraded", "TestGraded"])
  })

  it("credit nothing to a learner not registered in the running campaign", () => {
    s = running(scenario()).run(...account("u2", cpfs[1]!))
    s.run(enrol("K1", "u2"), complete("K1", "v1", "u2"), start("at1", "T1", "u2"))
    expect(tags(s.when(submit("at1", answers(4), "u2")).events)).toEqual(["AttemptGraded", "TestGraded", "ActivityCompleted", "CourseApproved", "CertificateIssued"])
  })

  it("credit nothing outside a running campaign", () => {
    s = withTraining(standardProgramme(scenario()))
    expect(tags(approve(s).events)).toEqual(["AttemptGraded", "TestGraded", "ActivityCompleted", "CourseApproved", "CertificateIssued"])
  })

  it("credit nothing before the campaign's first day, though it is open and the learner registered", () => {
    // C2 opens on 21 March for a run from 1 April; u1 registers and passes on the 25th.
    s = withTraining(standardProgramme(scenario()))
      .at("2026-03-21T00:00:00-03:00")
      .run({ type: "CloseCampaign", payload: { campaignId: "C1" } }, { type: "EnrollStore", payload: { campaignId: "C2", storeId: "st1" } }, { type: "OpenCampaign", payload: { campaignId: "C2" } })
      .at("2026-03-25T10:00:00-03:00")
      .run(register("u1", "C2"))
    expect(tags(approve(s).events)).toEqual(["AttemptGraded", "TestGraded", "ActivityCompleted", "CourseApproved", "CertificateIssued"])
  })

  it("credit nothing once the campaign's last day is over, though it is still open", () => {
    // C2 runs until 15 June; nobody has closed it yet on the 16th.
    s = running(scenario()).at("2026-06-16T00:00:00-03:00")
    expect(tags(approve(s).events)).toEqual(["AttemptGraded", "TestGraded", "ActivityCompleted", "CourseApproved", "CertificateIssued"])
  })

  it("reach the wallet and the XP read models", () => {
    s = running(scenario())
    approve(s)
    expect(s.programme.db.prepare("SELECT balance, confirmed FROM wallets WHERE campaign_id = 'C2' AND user_id = 'u1'").get()).toEqual({ balance: 40, confirmed: 40 })
    expect(s.programme.db.prepare("SELECT xp FROM campaign_xp WHERE campaign_id = 'C2' AND user_id = 'u1'").get()).toEqual({ xp: 40 })
  })

  it("refuse a sale of a course's entry", () => {
    s = running(scenario())
    s.when({
      type: "ReportSale",
      payload: { saleId: "s1", campaignId: "C2", userId: "u1", invoiceNumber: "NF-1", saleDate: "2026-04-02", storeId: "st1", lines: [{ sku: "course:K1", quantity: 1 }] }
    }).thenRejects("sale.unknown_sku", { sku: "course:K1" })
  })
})

describe("certificates", () => {
  it("are issued on approval with a verification code the course's row shows", () => {
    s = withTraining(standardProgramme(scenario()))
    const [approved, issued] = approve(s).events.slice(-2) as unknown as Array<Record<string, unknown>>
    expect(approved!["certificateCode"]).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/)
    expect(issued).toMatchObject({ _tag: "CertificateIssued", code: approved!["certificateCode"], courseId: "K1", userId: "u1" })
    expect(s.programme.db.prepare("SELECT certificate_code AS code FROM enrolments").get()).toEqual({ code: approved!["certificateCode"] })
  })
})
