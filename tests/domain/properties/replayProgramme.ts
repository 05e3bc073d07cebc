import Database from "better-sqlite3"
import fc from "fast-check"
import { Programme } from "../../../adapters/programme/Programme.ts"
import { applyReplay, replayCampaign, type ReplayResult } from "../../../adapters/programme/replay.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { account, cpfs, referenceData, register } from "../../support/setup.ts"
import { campaignC1With, holdsLevel, learner } from "../../support/ledger.ts"

/**
 * Random programmes of three consecutive Brazilian campaigns (C1 Jan–Mar, C2 Apr–Jun, C3
 * Jul–Sep, low thresholds) for the replay properties: sales, audits, level-ups, closes (each
 * opening the next campaign) and replays applied under random corrected tables along the way.
 */
export const CAMPAIGNS = [
  { campaignId: "C1", begins: "2026-01-05", ends: "2026-03-20" },
  { campaignId: "C2", begins: "2026-04-06", ends: "2026-06-19" },
  { campaignId: "C3", begins: "2026-07-06", ends: "2026-09-18" }
] as const
export const USERS = ["u1", "u2", "u3"] as const
const BASE_TABLE = [
  { sku: "NB-100", pointsPerUnit: 125 },
  { sku: "DT-200", pointsPerUnit: 75 },
  { sku: "MN-300", pointsPerUnit: 25 }
]
const levels = { creator: { reach: 600, keep: 400 }, influencer: { reach: 1500, keep: 900 } }
const DAY = 86_400_000

export type Table = ReadonlyArray<{ sku: string; pointsPerUnit: number }>
/** A corrected table: each SKU's points halved, kept or doubled. */
export const table = fc.tuple(fc.constantFrom(0.5, 1, 2), fc.constantFrom(0.5, 1, 2), fc.constantFrom(0.5, 1, 2)).map(
  (f): Table => BASE_TABLE.map((r, i) => ({ sku: r.sku, pointsPerUnit: Math.max(1, Math.round(r.pointsPerUnit * f[i]!)) }))
)

const user = fc.constantFrom(...USERS)
export type Action =
  | { readonly kind: "report"; readonly user: string; readonly nb: number; readonly mn: number }
  | { readonly kind: "audit"; readonly pick: number; readonly approve: boolean }
  | { readonly kind: "levelUp"; readonly user: string }
  | { readonly kind: "advance"; readonly days: number }
  | { readonly kind: "close" }
  | { readonly kind: "replay"; readonly back: number; readonly table: Table | undefined }

export const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("report" as const), user, nb: fc.integer({ min: 0, max: 6 }), mn: fc.integer({ min: 1, max: 12 }) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("audit" as const), pick: fc.nat(), approve: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("levelUp" as const), user }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("advance" as const), days: fc.integer({ min: 1, max: 20 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("close" as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("replay" as const), back: fc.nat({ max: 2 }), table: fc.option(table, { nil: undefined }) }) }
)

/** At least one close, so that every programme has two or three consecutive campaigns. */
export const history = fc.record({
  levels: fc.tuple(fc.constantFrom(1, 2, 3), fc.constantFrom(1, 2, 3), fc.constantFrom(1, 2, 3)),
  actions: fc
    .tuple(fc.array(action, { minLength: 4, maxLength: 20, size: "medium" }), fc.array(action, { minLength: 4, maxLength: 20, size: "medium" }))
    .map(([during, after]): ReadonlyArray<Action> => [...during, { kind: "close" }, ...after])
})
export type History = typeof history extends fc.Arbitrary<infer H> ? H : never

const base = (): Buffer => {
  const s = scenario()
    .at("2026-01-02T12:00:00-03:00")
    .run(...referenceData, ...account("adm", cpfs[4]!, { role: "admin" }), ...USERS.flatMap((u, i) => learner(u, 200 + i)))
  for (const [i, c] of CAMPAIGNS.entries()) {
    s.run(
      ...campaignC1With({ ...c, levels, pointsTable: BASE_TABLE })
        .filter((step) => i === 0 || step.type !== "OpenCampaign")
        .map((step) => ({ ...step, payload: { ...step.payload, campaignId: c.campaignId } }))
    )
  }
  s.run(...USERS.map((u) => register(u, "C1", ["st1"])))
  const image = s.programme.db.serialize()
  s.close()
  return image
}
let image: Buffer | undefined

/** A history played: the scenario (open: the caller closes it), the campaigns opened so far, the clock. */
export interface Played {
  readonly s: Scenario
  readonly opened: ReadonlyArray<string>
  readonly clock: number
}

export const replayAndApply = (s: Scenario, campaignId: string, t: Table | undefined, at: number): ReplayResult => {
  const result = replayCampaign(s.programme, campaignId, t)
  const refused = applyReplay(s.programme, result, { kind: "system" }, at, "replay").filter((o) => o.outcome.status !== "accepted")
  if (refused.length > 0) throw new Error(`a compensation was refused: ${JSON.stringify(refused.map((o) => o.outcome))}`)
  return result
}

export const play = (h: History): Played => {
  image ??= base()
  const s = scenario(Programme.over(new Database(image)))
  USERS.forEach((u, i) => h.levels[i]! > 1 && s.given(...holdsLevel(u, h.levels[i] as 2 | 3)))
  let current = 0
  let clock = Date.parse("2026-01-06T10:00:00-03:00")
  let saleNo = 0
  let closed = false
  const opened: Array<string> = ["C1"]
  const sales: Array<string> = []
  const endOf = (i: number) => Date.parse(`${CAMPAIGNS[i]!.ends}T23:00:00-03:00`)
  const localDay = (t: number) => new Date(t - 3 * 3_600_000).toISOString().slice(0, 10)
  for (const a of h.actions) {
    const c = CAMPAIGNS[current]!
    s.at(new Date(clock).toISOString())
    switch (a.kind) {
      case "report": {
        const lines = [...(a.nb > 0 ? [{ sku: "NB-100", quantity: a.nb }] : []), { sku: "MN-300", quantity: a.mn }]
        const saleId = `s${++saleNo}`
        const handled = s.send({ type: "ReportSale", payload: { saleId, campaignId: c.campaignId, userId: a.user, invoiceNumber: `NF-${saleNo}`, saleDate: localDay(clock), storeId: "st1", lines } })
        if (handled.outcome.status === "accepted") sales.push(saleId)
        break
      }
      case "audit":
        if (sales.length > 0) s.send({ type: a.approve ? "ApproveSale" : "ReproveSale", payload: { saleId: sales[a.pick % sales.length]!, reason: "auditoria" } })
        break
      case "levelUp": {
        // An admin audits the sales the request counted, then approves it.
        const pending = s.programme.db
          .prepare("SELECT to_level AS toLevel, counted_sale_ids AS counted FROM level_requests WHERE user_id = ? AND status = 'pending'")
          .get(a.user) as { toLevel: number; counted: string } | undefined
        if (!pending) break
        for (const saleId of JSON.parse(pending.counted) as Array<string>) s.send({ type: "ApproveSale", payload: { saleId } })
        s.send({ type: "ApproveLevelUp", payload: { userId: a.user, toLevel: pending.toLevel } })
        break
      }
      case "advance":
        clock = Math.min(clock + a.days * DAY, endOf(current))
        break
      case "close": {
        if (closed) break
        clock = endOf(current) + 2 * 3_600_000
        s.at(new Date(clock).toISOString()).run({ type: "CloseCampaign", payload: { campaignId: c.campaignId } })
        if (current + 1 < CAMPAIGNS.length) {
          current += 1
          const next = CAMPAIGNS[current]!.campaignId
          s.run({ type: "OpenCampaign", payload: { campaignId: next } }, ...USERS.map((u) => register(u, next, ["st1"])))
          opened.push(next)
          clock = Date.parse(`${CAMPAIGNS[current]!.begins}T10:00:00-03:00`)
        } else closed = true
        break
      }
      case "replay":
        replayAndApply(s, opened[Math.max(0, opened.length - 1 - a.back)]!, a.table, clock)
        break
    }
  }
  return { s, opened, clock }
}
