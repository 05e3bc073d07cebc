import fc from "fast-check"
import Database from "better-sqlite3"
import { Programme } from "../../../adapters/programme/Programme.ts"
import type { Handled } from "../../../domain/shared/commandHandler.ts"
import { addDays, localDate } from "../../../domain/rules/dates.ts"
import { scenario, type Scenario, type Step } from "../../support/scenario.ts"
import { account, cpfs, referenceData, register } from "../../support/setup.ts"
import { campaignC1With, holdsLevel, learner } from "../../support/ledger.ts"

/**
 * A small programme for the properties: two Brazilian campaigns one after the other (C1
 * January–March, C2 April–June) with low thresholds, learners u1–u3 registered in both, u4 (BR)
 * registered nowhere and u5 in Argentina. Random commands — valid or not — run against it through
 * the real handler; each step is observed with read-model snapshots before and after.
 */

export const USERS = ["u1", "u2", "u3", "u4", "u5"] as const
export const CAMPAIGNS = {
  C1: { begins: "2026-01-05", ends: "2026-03-20" },
  C2: { begins: "2026-04-01", ends: "2026-06-15" }
} as const
type CampaignId = keyof typeof CAMPAIGNS
const ZONE = "America/Sao_Paulo"
const START = Date.parse("2026-01-20T10:00:00-03:00")
const HOUR = 3_600_000

const levels = { creator: { reach: 200, keep: 150 }, influencer: { reach: 600, keep: 400 } }

export type Level = 1 | 2 | 3
export type Action =
  | { readonly kind: "advance"; readonly hours: number }
  | {
      readonly kind: "report"
      readonly user: string
      readonly otherCampaign: boolean
      readonly daysBack: number
      readonly store: string
      readonly invoice: string
      readonly lines: ReadonlyArray<{ sku: string; quantity: number }>
    }
  | { readonly kind: "approve" | "reprove"; readonly pick: number; readonly anySale: boolean }
  /** Approves the next sale counted by the user's pending level-up, or asks for the level-up when none is left. */
  | { readonly kind: "approveCounted"; readonly user: string }
  | { readonly kind: "adjust"; readonly user: string; readonly otherCampaign: boolean; readonly points: number }
  | { readonly kind: "debit" | "refund"; readonly user: string; readonly otherCampaign: boolean; readonly points: number; readonly ref: string }
  | { readonly kind: "close"; readonly campaign: CampaignId; readonly whenDue: boolean }
  | { readonly kind: "approveLevelUp" | "rejectLevelUp"; readonly user: string; readonly toLevel: 2 | 3 | "pending" }

/** Mostly the registered learners; u4 and u5 (registered nowhere) now and then. */
const user = fc.constantFrom("u1", "u1", "u1", "u2", "u2", "u2", "u3", "u3", "u4", "u5")
/** Mostly the campaign running at the clock, now and then the other one (usually refused). */
const otherCampaign = fc.integer({ min: 0, max: 9 }).map((n) => n === 0)
const points = fc.oneof(fc.integer({ min: 1, max: 400 }), fc.constantFrom(1, 25, 250))
const quantity = fc.oneof({ arbitrary: fc.integer({ min: 1, max: 3 }), weight: 12 }, { arbitrary: fc.constantFrom(0, 999, 1000), weight: 1 })
const line = fc.record({
  sku: fc.oneof({ arbitrary: fc.constantFrom("NB-100", "DT-200", "MN-300"), weight: 15 }, { arbitrary: fc.constant("XX-1"), weight: 1 }),
  quantity
})
const lines = fc.oneof({ arbitrary: fc.array(line, { minLength: 1, maxLength: 2 }), weight: 15 }, { arbitrary: fc.constant([]), weight: 1 })

export const action: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant("advance" as const), hours: fc.integer({ min: 1, max: 24 * 8 }) }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant("report" as const),
      user,
      otherCampaign,
      daysBack: fc.oneof({ arbitrary: fc.integer({ min: 0, max: 15 }), weight: 8 }, { arbitrary: fc.constantFrom(-1, 16, 17), weight: 1 }),
      store: fc.constantFrom("st1", "st1", "st2"),
      invoice: fc.constantFrom("NF 1", "nf1", "NF-2", "NF-3", "NF-4", "NF-5", "NF-6"),
      lines
    }),
    weight: 14
  },
  { arbitrary: fc.record({ kind: fc.constantFrom("approve" as const, "reprove" as const), pick: fc.nat(50), anySale: otherCampaign }), weight: 5 },
  { arbitrary: fc.record({ kind: fc.constant("adjust" as const), user, otherCampaign, points: fc.integer({ min: -300, max: 300 }) }), weight: 1 },
  {
    arbitrary: fc.record({ kind: fc.constantFrom("debit" as const, "refund" as const), user, otherCampaign, points, ref: fc.constantFrom("o1", "o2") }),
    weight: 3
  },
  { arbitrary: fc.record({ kind: fc.constant("approveCounted" as const), user }), weight: 6 },
  {
    // C2's close ends all activity: rarer, so that most histories have a life after C1's.
    arbitrary: fc.record({ kind: fc.constant("close" as const), campaign: fc.constantFrom("C1" as const, "C1" as const, "C1" as const, "C2" as const), whenDue: fc.boolean() }),
    weight: 1
  },
  {
    arbitrary: fc.record({
      kind: fc.constantFrom("approveLevelUp" as const, "approveLevelUp" as const, "rejectLevelUp" as const),
      user,
      toLevel: fc.constantFrom(2 as const, 3 as const, "pending" as const, "pending" as const)
    }),
    weight: 3
  }
)

export interface Input {
  readonly levels: Readonly<Record<string, Level>>
  readonly actions: ReadonlyArray<Action>
}

export const input = (maxActions = 50): fc.Arbitrary<Input> =>
  fc.record({
    levels: fc.record(Object.fromEntries(USERS.map((u) => [u, fc.constantFrom<Level>(1, 1, 1, 2, 2, 3)]))),
    // "max": use the whole length range, so that long histories (level-ups, closes) are common.
    actions: fc.array(action, { minLength: 1, maxLength: maxActions, size: "max" })
  })

/** What the read models say at one moment: the figures the properties compare. */
export interface Snapshot {
  readonly wallets: ReadonlyMap<string, WalletFigures>
  readonly levels: ReadonlyMap<string, { readonly level: number; readonly totalXp: number }>
  readonly campaignXp: ReadonlyMap<string, number>
  readonly sales: ReadonlyMap<string, string>
  readonly pending: ReadonlyMap<string, { readonly toLevel: number; readonly countedSaleIds: ReadonlyArray<string> }>
  readonly participants: ReadonlyArray<{ readonly campaignId: string; readonly userId: string }>
}

export interface WalletFigures {
  readonly credited: number
  readonly reversed: number
  readonly debited: number
  readonly refunded: number
  readonly expired: number
  readonly provisional: number
  readonly balance: number
  readonly confirmed: number
}

export const walletKey = (campaignId: string, userId: string) => `${campaignId}:${userId}`

/** The snapshot queries, prepared once per connection. */
const queries = (db: Database.Database) => ({
  wallets: db.prepare<[], WalletFigures & { campaignId: string; userId: string }>(
    "SELECT campaign_id AS campaignId, user_id AS userId, credited, reversed, debited, refunded, expired, provisional, balance, confirmed FROM wallets"
  ),
  levels: db.prepare<[], { userId: string; level: number; totalXp: number }>("SELECT user_id AS userId, level, total_xp AS totalXp FROM members"),
  campaignXp: db.prepare<[], { userId: string; campaignId: string; xp: number }>("SELECT user_id AS userId, campaign_id AS campaignId, xp FROM campaign_xp"),
  sales: db.prepare<[], { saleId: string; status: string }>("SELECT sale_id AS saleId, status FROM sales"),
  pending: db.prepare<[], { userId: string; toLevel: number; counted: string }>(
    "SELECT user_id AS userId, to_level AS toLevel, counted_sale_ids AS counted FROM level_requests WHERE status = 'pending'"
  ),
  participants: db.prepare<[], { campaignId: string; userId: string }>("SELECT campaign_id AS campaignId, user_id AS userId FROM participants")
})

const snapshotOf = (q: ReturnType<typeof queries>): Snapshot => ({
  wallets: new Map(q.wallets.all().map(({ campaignId, userId, ...w }) => [walletKey(campaignId, userId), w])),
  levels: new Map(q.levels.all().map(({ userId, ...l }) => [userId, l])),
  campaignXp: new Map(q.campaignXp.all().map((r) => [walletKey(r.campaignId, r.userId), r.xp])),
  sales: new Map(q.sales.all().map((r) => [r.saleId, r.status])),
  pending: new Map(q.pending.all().map((r) => [r.userId, { toLevel: r.toLevel, countedSaleIds: JSON.parse(r.counted) as Array<string> }])),
  participants: q.participants.all()
})

export interface Observed {
  readonly action: Action
  readonly step: Step
  readonly handled: Handled
  readonly before: Snapshot
  readonly after: Snapshot
}

/** The programme before any random command: reference data, both campaigns, the learners registered. */
const base = (): Buffer => {
  const s = scenario()
    .at("2026-01-02T12:00:00-03:00")
    .run(...referenceData, ...account("adm", cpfs[4]!, { role: "admin" }))
    .run(...learner("u1", 1), ...learner("u2", 2), ...learner("u3", 3), ...learner("u4", 4), ...account("u5", "12345678", { country: "AR" }))
    .run(...campaignC1With({ levels }))
    .run(...campaignC1With({ campaignId: "C2", levels, ...CAMPAIGNS.C2 }).map((step) => ({ ...step, payload: { ...step.payload, campaignId: "C2" } })))
    .run(...["u1", "u2", "u3"].flatMap((u) => [register(u, "C1", ["st1", "st2"]), register(u, "C2", ["st1"])]))
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
  const reported: Array<string> = []
  for (const a of inp.actions) {
    const step = stepFor(a)
    if (!step) continue
    const watched = watch(step)
    const before = watched ? snapshotOf(q) : undefined
    const handled = s.send({ ...step, at: new Date(clock).toISOString() })
    if (step.type === "ReportSale" && handled.outcome.status === "accepted") reported.push(step.payload["saleId"] as string)
    if (before) observe({ action: a, step, handled, before, after: snapshotOf(q) })
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
