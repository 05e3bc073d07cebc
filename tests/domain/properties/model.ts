import Database from "better-sqlite3"
import { Programme } from "../../../adapters/programme/Programme.ts"
import type { Handled } from "../../../domain/shared/commandHandler.ts"
import { addDays, localDate } from "../../../domain/rules/dates.ts"
import { scenario, type Scenario, type Step } from "../../support/scenario.ts"
import { account, cpfs, referenceData, register } from "../../support/setup.ts"
import { campaignC1With, holdsLevel, learner } from "../../support/ledger.ts"
import { USERS, type Action, type CampaignId, type Input } from "./arbitraries.ts"
import { queries, snapshotOf, walletKey, type Snapshot } from "./snapshot.ts"

/**
 * A small programme for the properties: two Brazilian campaigns one after the other (C1
 * January–March, C2 April–June) with low thresholds, learners u1–u3 registered in both, u4 (BR)
 * registered nowhere and u5 in Argentina. Campaigns of a country run in sequence, so C2 is a
 * draft until C1's close is accepted; then it opens and u1–u3 register. Random histories run against it through the real
 * handler; each step may be observed with read-model snapshots before and after.
 */

export const CAMPAIGNS = {
  C1: { begins: "2026-01-05", ends: "2026-03-20" },
  C2: { begins: "2026-04-01", ends: "2026-06-15" }
} as const
const ZONE = "America/Sao_Paulo"
const START = Date.parse("2026-01-20T10:00:00-03:00")
const HOUR = 3_600_000
const levels = { creator: { reach: 200, keep: 150 }, influencer: { reach: 600, keep: 400 } }

export interface Observed {
  readonly action: Action
  readonly step: Step
  readonly handled: Handled
  readonly before: Snapshot
  readonly after: Snapshot
  /** Sends the same command again: same command id, same business time. */
  readonly resend: () => Handled
  readonly db: Database.Database
}

/** The programme before any random command: reference data, both campaigns, the learners registered. */
const base = (): Buffer => {
  const s = scenario()
    .at("2026-01-02T12:00:00-03:00")
    .run(...referenceData, ...account("adm", cpfs[4]!, { role: "admin" }))
    .run(...learner("u1", 1), ...learner("u2", 2), ...learner("u3", 3), ...learner("u4", 4), ...account("u5", "12345678", { country: "AR" }))
    .run(...campaignC1With({ levels }))
    .run(
      ...campaignC1With({ campaignId: "C2", levels, ...CAMPAIGNS.C2 })
        .filter((step) => step.type !== "OpenCampaign")
        .map((step) => ({ ...step, payload: { ...step.payload, campaignId: "C2" } }))
    )
    .run(...["u1", "u2", "u3"].map((u) => register(u, "C1", ["st1", "st2"])))
  const image = s.programme.db.serialize()
  s.close()
  return image
}
let image: Buffer | undefined

/** A fresh copy of the base programme (built once per worker), with the learners at their levels. */
const setUp = (levelsOf: Input["levels"]): Scenario => {
  image ??= base()
  const s = scenario(Programme.over(new Database(image)))
  for (const u of USERS) if (levelsOf[u] !== 1) s.given(...holdsLevel(u, levelsOf[u] as 2 | 3))
  return s
}

const C2_UNDERWAY = Date.parse("2026-04-12T10:00:00-03:00")
const AFTER_C2 = Date.parse("2026-06-16T01:00:00-03:00")
const runningAt = (clock: number): CampaignId => (clock < Date.parse("2026-03-28T00:00:00-03:00") ? "C1" : "C2")
const campaignFor = (clock: number, otherOne: boolean): CampaignId => {
  const c = runningAt(clock)
  return otherOne ? (c === "C1" ? "C2" : "C1") : c
}

/**
 * Runs the actions in order; `observe` sees each step that `watch` picks, with read-model
 * snapshots around it. Returns the scenario (still open: the caller closes it).
 */
export const run = (inp: Input, observe: (o: Observed) => void = () => {}, watch: (step: Step) => boolean = () => true): Scenario => {
  const s = setUp(inp.levels)
  const q = queries(s.programme.db)
  let clock = START
  let saleNo = 0
  let commandNo = 0
  const reported: Array<string> = []
  for (const a of inp.actions) {
    const step = stepFor(a)
    if (!step) continue
    const watched = watch(step)
    const before = watched ? snapshotOf(q) : undefined
    const sent = { ...step, at: new Date(clock).toISOString() }
    const commandId = `h-${++commandNo}`
    const handled = s.send(sent, commandId)
    if (step.type === "ReportSale" && handled.outcome.status === "accepted") reported.push(step.payload["saleId"] as string)
    if (step.type === "CloseCampaign" && step.payload["campaignId"] === "C1" && handled.outcome.status === "accepted") {
      s.at(new Date(clock).toISOString()).run({ type: "OpenCampaign", payload: { campaignId: "C2" } }, ...["u1", "u2", "u3"].map((u) => register(u, "C2", ["st1"])))
    }
    if (before) observe({ action: a, step, handled, before, after: snapshotOf(q), resend: () => s.send(sent, commandId), db: s.programme.db })
  }
  return s

  function stepFor(a: Action): Step | undefined {
    switch (a.kind) {
      case "advance":
        clock += a.hours * HOUR
        return undefined
      case "report": {
        const campaignId = campaignFor(clock, a.otherCampaign)
        const saleDate = addDays(localDate(clock, ZONE), -a.daysBack)
        saleNo += 1
        const saleId = `s${saleNo}`
        return { type: "ReportSale", payload: { saleId, campaignId, userId: a.user, invoiceNumber: a.invoice, saleDate, storeId: a.store, lines: a.lines } }
      }
      case "approve":
      case "reprove": {
        const awaiting = q.sales.all().filter((r) => r.status === "awaiting_approval").map((r) => r.saleId)
        const pool = a.anySale || awaiting.length === 0 ? reported : awaiting
        const saleId = pool.length === 0 ? "nope" : pool[a.pick % pool.length]!
        return a.kind === "approve" ? { type: "ApproveSale", payload: { saleId } } : { type: "ReproveSale", payload: { saleId, reason: "auditoria" } }
      }
      case "approveCounted": {
        const now = snapshotOf(q)
        const pending = now.pending.get(a.user)
        const next = pending?.countedSaleIds.find((id) => now.sales.get(id) === "awaiting_approval")
        return next !== undefined
          ? { type: "ApproveSale", payload: { saleId: next } }
          : { type: "ApproveLevelUp", payload: { userId: a.user, toLevel: pending?.toLevel ?? 2 } }
      }
      case "adjust":
        return { type: "AdjustPoints", payload: { userId: a.user, campaignId: campaignFor(clock, a.otherCampaign), points: a.points, reason: "ajuste" } }
      case "debit":
        return {
          type: "DebitPoints",
          payload: { userId: a.user, campaignId: campaignFor(clock, a.otherCampaign), ref: a.ref, points: a.points, reason: "redemption" }
        }
      case "debitAllBut": {
        const campaignId = runningAt(clock)
        const balance = snapshotOf(q).wallets.get(walletKey(campaignId, a.user))?.balance ?? 0
        const points = Math.max(1, balance - a.leave)
        return { type: "DebitPoints", payload: { userId: a.user, campaignId, ref: "all", points, reason: "redemption" } }
      }
      case "refund":
        return { type: "RefundPoints", payload: { userId: a.user, campaignId: campaignFor(clock, a.otherCampaign), ref: a.ref, points: a.points } }
      case "close":
        // Usually tried once the campaign is over (the clock moves there; after C1, into C2's
        // first weeks so that C2 gets sales); sometimes too early.
        if (a.whenDue) clock = Math.max(clock, a.campaign === "C1" ? C2_UNDERWAY : AFTER_C2)
        return { type: "CloseCampaign", payload: { campaignId: a.campaign } }
      case "approveLevelUp":
      case "rejectLevelUp": {
        const toLevel = a.toLevel === "pending" ? (snapshotOf(q).pending.get(a.user)?.toLevel ?? 2) : a.toLevel
        return a.kind === "approveLevelUp"
          ? { type: "ApproveLevelUp", payload: { userId: a.user, toLevel } }
          : { type: "RejectLevelUp", payload: { userId: a.user, toLevel, reason: "revisão" } }
      }
    }
  }
}
