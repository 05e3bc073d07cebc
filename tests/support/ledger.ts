import type Database from "better-sqlite3"
import { LevelUpApproved, XpGained } from "../../domain/level/events.ts"
import { SaleReported } from "../../domain/sale/events.ts"
import { PointsCredited } from "../../domain/wallet/events.ts"
import type { Scenario, Step } from "./scenario.ts"
import { account, campaignC1, cpfs, referenceData, register } from "./setup.ts"
import { cpfCheckDigits } from "../../fixtures/generator/documents.ts"

/**
 * Step builders and read-model probes for the ledger specs (sales audit, wallets, levels,
 * close). They build on `setup.ts`'s small Brazilian programme.
 */

/** A valid CPF for any 9-digit base (the fixture generator's check digits). */
export const cpf = (base: number): string => {
  const nine = String(base).padStart(9, "0")
  return nine + cpfCheckDigits(nine)
}

/** An approved Brazilian learner with a fresh document. */
export const learner = (userId: string, n: number): ReadonlyArray<Step> => account(userId, cpf(100_000_000 + n))

/** C1 as `setup.ts` drafts it, with some draft fields replaced (points table, levels …). */
export const campaignC1With = (overrides: Record<string, unknown>): ReadonlyArray<Step> =>
  campaignC1.map((step) => (step.type === "DraftCampaign" ? { ...step, payload: { ...step.payload, ...overrides } } : step))

/**
 * Like `standardProgramme`, with C1 drafted from `overrides` and the given learners (besides
 * u1) registered at st1 — at 2026-01-10 Brasília time.
 */
export const programmeWith = (s: Scenario, overrides: Record<string, unknown> = {}, others: ReadonlyArray<string> = []): Scenario =>
  s
    .at("2026-01-02T12:00:00-03:00")
    .run(...referenceData, ...account("adm", cpfs[4]!, { role: "admin" }), ...account("u1", cpfs[0]!))
    .run(...others.flatMap((id, i) => learner(id, i + 1)))
    .run(...campaignC1With(overrides))
    .at("2026-01-10T10:00:00-03:00")
    .run(register("u1"), ...others.map((id) => register(id)))

/** A level already held (a fact of an earlier campaign, C0). */
export const holdsLevel = (userId: string, toLevel: 2 | 3): ReadonlyArray<LevelUpApproved> =>
  (toLevel === 3 ? [2, 3] : [2]).map((l) => new LevelUpApproved({ userId, campaignId: "C0", toLevel: l as 2 | 3 }))

export const approveSale = (saleId: string): Step => ({ type: "ApproveSale", payload: { saleId } })
export const reproveSale = (saleId: string, reason = "nota ilegível"): Step => ({ type: "ReproveSale", payload: { saleId, reason } })

export const adjust = (points: number, userId = "u1", campaignId = "C1", reason = "correção"): Step => ({
  type: "AdjustPoints",
  payload: { userId, campaignId, points, reason }
})
export const debit = (points: number, ref = "order-1", userId = "u1", campaignId = "C1"): Step => ({
  type: "DebitPoints",
  payload: { userId, campaignId, ref, points, reason: "redemption" }
})
export const refund = (points: number, ref = "order-1", userId = "u1", campaignId = "C1"): Step => ({
  type: "RefundPoints",
  payload: { userId, campaignId, ref, points }
})
export const approveLevelUp = (toLevel: number, userId = "u1"): Step => ({ type: "ApproveLevelUp", payload: { userId, toLevel } })
export const rejectLevelUp = (toLevel: number, userId = "u1", reason = "vendas suspeitas"): Step => ({
  type: "RejectLevelUp",
  payload: { userId, toLevel, reason }
})
export const closeCampaign = (campaignId = "C1"): Step => ({ type: "CloseCampaign", payload: { campaignId } })

export interface WalletRow {
  readonly credited: number
  readonly reversed: number
  readonly debited: number
  readonly refunded: number
  readonly expired: number
  readonly provisional: number
  readonly balance: number
  readonly confirmed: number
}

/** The wallets read model's row for one wallet (undefined before its first movement). */
export const walletRow = (db: Database.Database, userId = "u1", campaignId = "C1"): WalletRow | undefined =>
  db
    .prepare<[string, string], WalletRow>(
      "SELECT credited, reversed, debited, refunded, expired, provisional, balance, confirmed FROM wallets WHERE campaign_id = ? AND user_id = ?"
    )
    .get(campaignId, userId)

export const levelOf = (db: Database.Database, userId: string): number | undefined =>
  db.prepare<[string], { level: number }>("SELECT level FROM members WHERE user_id = ?").get(userId)?.level

/** The events of a default `sale(saleId)` (2 × NB-100 at st1 on 2026-01-08), with overrides. */
export const reportedEvents = (
  saleId: string,
  { userId = "u1", level = 1 as 1 | 2 | 3, basePoints = 250, creditedPoints = basePoints, ...over }: Partial<ConstructorParameters<typeof SaleReported>[0]> = {}
) => [
  new SaleReported({
    saleId,
    campaignId: "C1",
    userId,
    invoiceNumber: `NF-${saleId.toUpperCase()}`,
    saleDate: "2026-01-08",
    storeId: "st1",
    chainId: "ch1",
    lines: [{ sku: "NB-100", quantity: 2, pointsPerUnit: 125 }],
    basePoints,
    level,
    creditedPoints,
    duplicateOf: [],
    ...over
  }),
  new PointsCredited({ campaignId: "C1", userId, source: "sale", ref: saleId, points: creditedPoints, provisional: true }),
  new XpGained({ userId, campaignId: "C1", saleId, xp: basePoints })
]
