import type Database from "better-sqlite3"
import { Effect } from "effect"
import type { LevelThresholds } from "../../../domain/campaign/events.ts"
import { keepOf } from "../../../domain/level/policy.ts"
import { requireScope } from "../scope.ts"
import { ServerContext } from "../ServerContext.ts"
import { notFound } from "./readResource.ts"
import { ensureOwned } from "./owners.ts"

const one = (db: Database.Database, sql: string, ...params: ReadonlyArray<unknown>) => db.prepare(sql).get(...params) as Record<string, number>

/**
 * What opening or closing a campaign would do now, for the console's confirmation: the close's
 * own rules (domain/campaign/decide.ts closeCampaign) read from the read models — every positive
 * balance expires; every level 2–3 member of the country whose XP in this campaign (0 when not
 * registered) is below the keep-minimum of the level held falls one level, which cancels a pending
 * level-up request.
 */
export const consequencesOf = (db: Database.Database, campaignId: string) => {
  const c = db.prepare("SELECT status, country, levels, store_count AS stores, participant_count AS participants, json_array_length(points_table) AS rows FROM campaigns WHERE campaign_id = ?").get(campaignId) as
    | { status: string; country: string; levels: string; stores: number; participants: number; rows: number }
    | undefined
  if (c === undefined) return undefined
  const levels = JSON.parse(c.levels) as LevelThresholds
  const expiring = one(db, "SELECT count(*) AS wallets, coalesce(sum(balance), 0) AS points FROM wallets WHERE campaign_id = ? AND balance > 0", campaignId)
  const falling = one(
    db,
    `SELECT count(*) AS users, count(r.user_id) AS cancelled
     FROM members m
     JOIN accounts a ON a.user_id = m.user_id AND a.country = m.country
     LEFT JOIN campaign_xp x ON x.user_id = m.user_id AND x.campaign_id = ?
     LEFT JOIN (SELECT DISTINCT user_id FROM level_requests WHERE status = 'pending') r ON r.user_id = m.user_id
     WHERE m.country = ? AND m.level >= 2 AND coalesce(x.xp, 0) < CASE m.level WHEN 2 THEN ? ELSE ? END`,
    campaignId,
    c.country,
    keepOf(levels, 2),
    keepOf(levels, 3)
  )
  const awaiting = one(db, "SELECT count(*) AS n FROM sales WHERE campaign_id = ? AND status = 'awaiting_approval'", campaignId)
  return {
    campaignId,
    status: c.status,
    open: { stores: c.stores, pointsTableRows: c.rows },
    close: {
      participants: c.participants,
      expiringWallets: expiring["wallets"]!,
      expiringPoints: expiring["points"]!,
      fallingUsers: falling["users"]!,
      cancelledLevelUps: falling["cancelled"]!,
      awaitingAudit: awaiting["n"]!
    }
  }
}

/** `GET /api/admin/campaigns/:id/consequences`: another country's campaign is a 404. */
export const campaignConsequences = (campaignId: string) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin")
    yield* ensureOwned(scope, "campaign", campaignId)
    const { programme } = yield* ServerContext
    const answer = consequencesOf(programme.db, campaignId)
    if (answer === undefined) return yield* notFound
    return answer
  })
