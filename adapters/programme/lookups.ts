import type Database from "better-sqlite3"
import type { CampaignSummary, InvoiceClaim, Lookups } from "../../domain/lookups.ts"

/**
 * In a bulk import the read models fold in memory between writes (projections.ts): `settle`
 * writes what they hold, before a lookup reads their tables; `claims` answers for the sales
 * still held (asked on every reported sale, so they are not written for it).
 */
export interface HeldRows {
  readonly settle: () => void
  readonly claims: (campaignId: string, invoiceNumber: string) => ReadonlyArray<InvoiceClaim>
}

const nothingHeld: HeldRows = { settle: () => {}, claims: () => [] }

/**
 * Answers the domain's lookups from the read models, with statements prepared once. Values
 * compared with a non-unique index go through `CAST(? AS …)`: better-sqlite3's SQLite (STAT4)
 * would otherwise re-plan the statement on every new binding (see eventLogStatements.ts).
 */
export const makeLookups = (db: Database.Database, held: HeldRows = nothingHeld): Lookups => {
  const document = db.prepare<[string, string], { n: number }>("SELECT 1 AS n FROM personal_data WHERE country = ? AND document = ?")
  const birthday = db.prepare<[string], { birthday: string }>("SELECT birthday FROM personal_data WHERE user_id = ? AND erased_at IS NULL")
  const person = db.prepare<[string], { fullName: string; email: string }>(
    "SELECT full_name AS fullName, email FROM personal_data WHERE user_id = ? AND erased_at IS NULL"
  )
  const campaigns = db.prepare<[string], CampaignSummary>(
    "SELECT campaign_id AS campaignId, begins, ends, status FROM campaigns WHERE country = CAST(? AS TEXT)"
  )
  // Asked on every reported sale: the (campaign, invoice) index finds its few rows at once.
  const claims = db.prepare<[string, string], InvoiceClaim>(
    "SELECT user_id AS userId, store_id AS storeId FROM sales INDEXED BY sales_invoice WHERE campaign_id = CAST(? AS TEXT) AND invoice_number = CAST(? AS TEXT)"
  )
  const participants = db.prepare<[string], { userId: string }>("SELECT user_id AS userId FROM participants WHERE campaign_id = CAST(? AS TEXT) ORDER BY user_id")
  const members = db.prepare<[string, number], { userId: string }>(
    "SELECT user_id AS userId FROM members WHERE country = CAST(? AS TEXT) AND level >= CAST(? AS INTEGER) ORDER BY user_id"
  )
  return {
    documentTaken: (country, doc) => document.get(country, doc) !== undefined,
    birthdayOf: (userId) => birthday.get(userId)?.birthday,
    personOf: (userId) => person.get(userId),
    campaignsOf: (country) => {
      held.settle()
      return campaigns.all(country)
    },
    invoiceClaims: (campaignId, number) => {
      const rows = claims.all(campaignId, number)
      const waiting = held.claims(campaignId, number)
      return waiting.length === 0 ? rows : [...rows, ...waiting]
    },
    participants: (campaignId) => {
      held.settle()
      return participants.all(campaignId).map((r) => r.userId)
    },
    membersAtOrAbove: (country, level) => {
      held.settle()
      return members.all(country, level).map((r) => r.userId)
    }
  }
}
