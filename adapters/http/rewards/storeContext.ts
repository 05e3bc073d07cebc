import type Database from "better-sqlite3"
import type { Principal } from "../../../domain/api/security.ts"
import { prepared } from "../statements.ts"

/** What a learner's store needs to tell whether a reward can be redeemed: the wallet that pays, level, courses, units per category. */
export interface StoreContext {
  readonly campaign: { readonly campaignId: string; readonly name: string; readonly ends: string; readonly balance: number; readonly confirmed: number } | null
  readonly caps: Readonly<Record<string, number>>
  readonly level: number
  readonly approvedCourses: ReadonlySet<string>
  readonly unitsByCategory: ReadonlyMap<string, number>
}

/** The open campaign of the learner's country they are registered in: its wallet pays (DESIGN §4.6). */
export const storeContext = (db: Database.Database, user: Principal): StoreContext => {
  const camp = prepared(
    db,
    `SELECT c.campaign_id AS campaignId, c.name, c.ends, c.category_caps AS caps, coalesce(w.balance, 0) AS balance, coalesce(w.confirmed, 0) AS confirmed
     FROM campaigns c JOIN participants p ON p.campaign_id = c.campaign_id AND p.user_id = ?
     LEFT JOIN wallets w ON w.campaign_id = c.campaign_id AND w.user_id = p.user_id
     WHERE c.country = ? AND c.status = 'open' ORDER BY c.begins DESC LIMIT 1`
  ).get(user.userId, user.country) as { campaignId: string; name: string; ends: string; caps: string; balance: number; confirmed: number } | undefined
  const level = (prepared(db, "SELECT level FROM members WHERE user_id = ?").pluck().get(user.userId) as number | undefined) ?? 1
  const approved = prepared(db, "SELECT course_id FROM enrolments WHERE user_id = ? AND status IN ('approved', 'improved')").pluck().all(user.userId) as Array<string>
  const units =
    camp === undefined
      ? []
      : (prepared(db, "SELECT category, sum(quantity) AS units FROM orders WHERE user_id = ? AND campaign_id = ? AND status <> 'rejected' GROUP BY category").all(
          user.userId,
          camp.campaignId
        ) as Array<{ category: string; units: number }>)
  const { caps, ...campaign } = camp ?? { caps: "{}" }
  return {
    campaign: camp === undefined ? null : (campaign as NonNullable<StoreContext["campaign"]>),
    caps: JSON.parse(caps) as Record<string, number>,
    level,
    approvedCourses: new Set(approved),
    unitsByCategory: new Map(units.map((u) => [u.category, u.units]))
  }
}

export interface RewardRow {
  readonly rewardId: string
  readonly name: string
  readonly description: string
  readonly department: string
  readonly category: string
  readonly price: number
  readonly stock: number
  readonly ordered: number
  readonly minLevel: number
  readonly requiredCourseIds: string
  readonly imageFileId: string | null
}

type Blocker = { readonly code: string; readonly details: Record<string, unknown> }

/**
 * Why one unit cannot be redeemed now, in the order PlaceOrder checks (domain/order/decide.ts):
 * the same codes, so the screen says before the learner tries what the server would answer.
 */
export const blockersOf = (r: RewardRow, ctx: StoreContext): Array<Blocker> => {
  const blockers: Array<Blocker> = []
  if (ctx.campaign === null) return [{ code: "registration.not_registered", details: {} }]
  const { balance } = ctx.campaign
  if (balance < 0) blockers.push({ code: "order.wallet_in_debt", details: { balance } })
  else if (balance < r.price) blockers.push({ code: "order.insufficient_points", details: { balance, points: r.price } })
  if (r.stock < 1) blockers.push({ code: "order.out_of_stock", details: { rewardId: r.rewardId, stock: r.stock, quantity: 1 } })
  if (ctx.level < r.minLevel) blockers.push({ code: "order.level_required", details: { minLevel: r.minLevel, level: ctx.level } })
  const missing = r.requiredCourseIds === "[]" ? [] : (JSON.parse(r.requiredCourseIds) as Array<string>).filter((c) => !ctx.approvedCourses.has(c))
  if (missing.length > 0) blockers.push({ code: "order.training_required", details: { courseIds: missing } })
  const cap = ctx.caps[r.category]
  const ordered = ctx.unitsByCategory.get(r.category) ?? 0
  if (cap !== undefined && ordered + 1 > cap) blockers.push({ code: "order.category_cap", details: { category: r.category, cap, ordered, quantity: 1 } })
  return blockers
}
