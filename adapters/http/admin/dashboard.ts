import type Database from "better-sqlite3"
import { Effect } from "effect"
import { timeZoneOf, type CountryCode } from "../../../domain/rules/countries.ts"
import { addDays, daysBetween, localDate } from "../../../domain/rules/dates.ts"
import { requireScope, scopeSql, type CountryScope } from "../scope.ts"
import { ServerContext } from "../ServerContext.ts"

/** Open campaigns ending within this many days are listed as ending soon. */
export const endingWithinDays = 14

interface OpenCampaign { id: string; name: string; country: string; begins: string; ends: string }

/**
 * A campaign's weeks from its first day to today's week (or its last): sales reported for a sale
 * date in each week and their credited points, reproved sales left out (their credit was reversed).
 */
const weeksOf = (db: Database.Database, c: OpenCampaign, today: string) => {
  const total = Math.floor(daysBetween(c.begins, c.ends) / 7) + 1
  const currentWeek = today < c.begins ? 0 : Math.min(total, Math.floor(daysBetween(c.begins, today) / 7) + 1)
  const counted = db
    .prepare<[string, string], { week: number; sales: number; points: number }>(
      `SELECT CAST((julianday(sale_date) - julianday(?)) / 7 AS INTEGER) + 1 AS week, count(*) AS sales,
              coalesce(sum(CASE WHEN status = 'reproved' THEN 0 ELSE credited_points END), 0) AS points
       FROM sales WHERE campaign_id = ? GROUP BY week`
    )
    .all(c.begins, c.id)
  const byWeek = new Map(counted.map((w) => [w.week, w]))
  const weeks = Array.from({ length: currentWeek }, (_, i) => ({
    week: i + 1,
    begins: addDays(c.begins, i * 7),
    sales: byWeek.get(i + 1)?.sales ?? 0,
    points: byWeek.get(i + 1)?.points ?? 0
  }))
  return { ...c, currentWeek, weeks }
}

const count = (db: Database.Database, sql: string, params: ReadonlyArray<string>): number => db.prepare(sql).pluck().get(...params) as number

export const dashboardOf = (db: Database.Database, scope: CountryScope, now: number) => {
  const campaignsInScope = scopeSql(scope, "country")
  const inScope = `campaign_id IN (SELECT campaign_id FROM campaigns WHERE ${campaignsInScope.sql})`
  const open = db
    .prepare(`SELECT campaign_id AS id, name, country, begins, ends FROM campaigns WHERE status = 'open' AND ${campaignsInScope.sql} ORDER BY country, begins`)
    .all(...campaignsInScope.params) as Array<OpenCampaign>
  const today = (c: OpenCampaign) => localDate(now, timeZoneOf(c.country as CountryCode))
  return {
    pendingAudits: count(db, `SELECT count(*) FROM sales WHERE status = 'awaiting_approval' AND ${inScope}`, campaignsInScope.params),
    pendingLevelUps: count(db, `SELECT count(*) FROM level_requests WHERE status = 'pending' AND ${inScope}`, campaignsInScope.params),
    campaigns: open.map((c) => weeksOf(db, c, today(c))),
    endingSoon: open
      .map((c) => ({ id: c.id, name: c.name, country: c.country, ends: c.ends, daysLeft: daysBetween(today(c), c.ends) }))
      .filter((c) => c.daysLeft >= 0 && c.daysLeft <= endingWithinDays)
      .sort((a, b) => a.daysLeft - b.daysLeft),
    endingWithinDays
  }
}

/** `GET /api/admin/dashboard` (admins; auditors see the queue itself). */
export const dashboard = Effect.gen(function* () {
  const scope = yield* requireScope("admin")
  const { programme, now } = yield* ServerContext
  return dashboardOf(programme.db, scope, now())
})
