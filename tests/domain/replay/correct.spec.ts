import { afterEach, describe, expect, it } from "vitest"
import { PointsTableCorrected } from "../../../domain/campaign/events.ts"
import { LevelCorrected, LevelUpRequestCancelled, LevelUpRequested, XpCorrected } from "../../../domain/level/events.ts"
import { PointsCorrected } from "../../../domain/wallet/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { account, cpfs, sale, standardProgramme } from "../../support/setup.ts"
import { closeCampaign, holdsLevel, walletRow } from "../../support/ledger.ts"

let s: Scenario
afterEach(() => s.close())

const ids = { campaignId: "C1", userId: "u1" }
const correct = (fields: { points?: number; xp?: number; fromLevel?: number; toLevel?: number; userId?: string }) => ({
  type: "CorrectParticipant",
  payload: { ...ids, points: 0, xp: 0, fromLevel: 1, toLevel: 1, reason: "replay", ...fields }
})

describe("CorrectParticipant: a replay's compensation, appended", () => {
  it("appends the points, XP and level corrections it carries", () => {
    s = standardProgramme(scenario()).given(...holdsLevel("u1", 2)).run(sale("s1"))
    s.when(correct({ points: -30, xp: -20, fromLevel: 2, toLevel: 1 })).thenEvents(
      new PointsCorrected({ ...ids, points: -30, expired: 0, reason: "replay" }),
      new XpCorrected({ ...ids, xp: -20, reason: "replay" }),
      new LevelCorrected({ ...ids, fromLevel: 2, toLevel: 1, reason: "replay" })
    )
    expect(walletRow(s.programme.db)).toMatchObject({ balance: 375 - 30 })
  })

  it("lands already expired on a closed campaign, so the wallet stays at 0", () => {
    s = standardProgramme(scenario()).run(sale("s1")).at("2026-03-21T00:00:00-03:00").run(closeCampaign())
    s.when(correct({ points: 40 })).thenEvents(new PointsCorrected({ ...ids, points: 40, expired: 40, reason: "replay" }))
    expect(walletRow(s.programme.db)).toMatchObject({ balance: 0, expired: 290 })
  })

  it("is refused when the level moved since the replay was computed", () => {
    s = standardProgramme(scenario()).given(...holdsLevel("u1", 2))
    s.when(correct({ points: 10, fromLevel: 1, toLevel: 1 })).thenRejects("replay.stale", { userId: "u1", expectedLevel: 1, actualLevel: 2 })
  })

  it("is refused when it changes nothing", () => {
    s = standardProgramme(scenario())
    s.when(correct({})).thenRejects("replay.nothing_to_correct", { userId: "u1" })
  })

  it("is refused for a user not registered in the campaign", () => {
    s = standardProgramme(scenario()).run(...account("u2", cpfs[1]!))
    s.when(correct({ userId: "u2", points: 10 })).thenRejects("registration.not_registered", { campaignId: "C1", userId: "u2" })
  })
})

describe("CorrectParticipant: levels move one step at a time, requests follow the corrected level", () => {
  it("moves a two-level compensation as two one-step corrections", () => {
    s = standardProgramme(scenario()).given(...holdsLevel("u1", 3))
    s.when(correct({ fromLevel: 3, toLevel: 1 })).thenEvents(
      new LevelCorrected({ ...ids, fromLevel: 3, toLevel: 2, reason: "replay" }),
      new LevelCorrected({ ...ids, fromLevel: 2, toLevel: 1, reason: "replay" })
    )
  })

  it("cancels a pending request the corrected level no longer makes one step, as a fall does", () => {
    s = standardProgramme(scenario())
      .given(...holdsLevel("u1", 2), new LevelUpRequested({ userId: "u1", campaignId: "C0", toLevel: 3, countedSaleIds: [] }))
    s.when(correct({ fromLevel: 2, toLevel: 1 })).thenEvents(
      new LevelCorrected({ ...ids, fromLevel: 2, toLevel: 1, reason: "replay" }),
      new LevelUpRequestCancelled({ userId: "u1", campaignId: "C0", toLevel: 3, reason: "level.fell" })
    )
  })

  it("opens the request the corrected XP reaches, for an admin to decide", () => {
    s = standardProgramme(scenario()).run(sale("s1", { lines: [{ sku: "NB-100", quantity: 7 }] }))
    s.when(correct({ points: 125, xp: 125 })).thenEvents(
      new PointsCorrected({ ...ids, points: 125, expired: 0, reason: "replay" }),
      new XpCorrected({ ...ids, xp: 125, reason: "replay" }),
      new LevelUpRequested({ userId: "u1", campaignId: "C1", toLevel: 2, countedSaleIds: ["s1"] })
    )
  })
})

describe("CorrectPointsTable: a replay's table becomes the campaign's", () => {
  const table = [{ sku: "NB-100", pointsPerUnit: 250 }]
  const correctTable = (pointsTable: ReadonlyArray<{ sku: string; pointsPerUnit: number }>, campaignId = "C1") => ({
    type: "CorrectPointsTable",
    payload: { campaignId, pointsTable, reason: "replay" }
  })

  it("records the corrected table, which later sales earn by", () => {
    s = standardProgramme(scenario())
    s.when(correctTable(table)).thenEvents(new PointsTableCorrected({ campaignId: "C1", pointsTable: table, reason: "replay" }))
    expect(s.when(sale("s1")).events[0]).toMatchObject({ basePoints: 500, lines: [{ sku: "NB-100", quantity: 2, pointsPerUnit: 250 }] })
  })

  it("is refused for a SKU listed twice or an unknown product, and for a draft", () => {
    s = standardProgramme(scenario()).run({ type: "DraftCampaign", payload: { campaignId: "D", name: "D", country: "CA", begins: "2026-01-05", ends: "2026-03-20", pointsTable: table, levels: { creator: { reach: 10, keep: 5 }, influencer: { reach: 20, keep: 10 } } } })
    s.when(correctTable([...table, ...table])).thenRejects("campaign.duplicate_sku", { sku: "NB-100" })
    s.when(correctTable([{ sku: "XX-1", pointsPerUnit: 1 }])).thenRejects("reference.unknown", { kind: "product", id: "XX-1" })
    s.when(correctTable(table, "D")).thenRejects("campaign.not_open", { campaignId: "D", status: "draft" })
  })
})
