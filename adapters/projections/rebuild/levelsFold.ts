import type Database from "better-sqlite3"
import { bulkInsert } from "../../store/bulkInsert.ts"
import type { BulkFold } from "../../store/projections.ts"
import { rowsByKey } from "./rowsByKey.ts"

interface Member {
  readonly userId: string
  readonly country: string
  level: number
  totalXp: number
}

/** What a flush does to a member registered before the fold: XP added, and the level set last. */
interface MemberChange {
  xp: number
  level: number | null
}

/**
 * The levels read model (levels.ts) for a rebuild or a bulk import: members and campaign XP,
 * updated on every XP event, add up in memory and are written once each per flush, in the order
 * their rows were first inserted; members registered before the fold (a bulk import's earlier
 * transactions) get one UPDATE each; level requests go to SQL as they come. Mirrors levels.ts
 * handler by handler; tests/adapters/projections/rebuildFolds.spec.ts checks that both agree.
 */
export const levelsFold = (db: Database.Database, ensureIndex: (name: string) => void): BulkFold => {
  const insertMember = bulkInsert(db, "members", ["user_id", "country", "level", "total_xp"])
  const updateMember = db.prepare("UPDATE members SET total_xp = total_xp + ?, level = coalesce(?, level) WHERE user_id = ?")
  const upsertXp = bulkInsert(db, "campaign_xp", ["user_id", "campaign_id", "xp"], "ON CONFLICT (user_id, campaign_id) DO UPDATE SET xp = xp + excluded.xp")
  const request = db.prepare(
    "INSERT INTO level_requests (request_id, user_id, campaign_id, to_level, counted_sale_ids, status, requested_at) VALUES (?, ?, ?, ?, ?, 'pending', ?)"
  )
  const decideRequest = db.prepare(
    "UPDATE level_requests SET status = ?, reason = ?, decided_at = ? WHERE user_id = CAST(? AS TEXT) AND to_level = CAST(? AS INTEGER) AND status = 'pending'"
  )
  // Decisions find their request through this index: built before the first one.
  const decide = {
    run: (status: string, reason: string | null, at: string, userId: string, toLevel: number) => {
      ensureIndex("level_requests_user")
      decideRequest.run(status, reason, at, userId, toLevel)
    }
  }
  const members = new Map<string, Member>()
  // By user then campaign, in the order they were first inserted.
  const xp = rowsByKey((userId, campaignId) => ({ userId, campaignId, xp: 0 }))
  // Members this fold did not see registered: their row, if any, is updated at the flush (an
  // UPDATE of a member nobody registered changes nothing, as in levels.ts).
  const changes = new Map<string, MemberChange>()
  const changeOf = (userId: string): MemberChange => {
    let change = changes.get(userId)
    if (!change) changes.set(userId, (change = { xp: 0, level: null }))
    return change
  }
  const gain = (e: { userId: string; campaignId: string }, points: number) => {
    xp.get(e.userId, e.campaignId).xp += points
    const member = members.get(e.userId)
    if (member) member.totalXp += points
    else changeOf(e.userId).xp += points
  }
  const setLevel = (userId: string, level: number) => {
    const member = members.get(userId)
    if (member) member.level = level
    else changeOf(userId).level = level
  }
  return {
    handlers: {
      AccountRegistered: (e) => {
        // The primary key refuses a second registration, as the INSERT of levels.ts would.
        if (members.has(e.userId)) throw new Error(`UNIQUE constraint failed: members.user_id (${e.userId})`)
        members.set(e.userId, { userId: e.userId, country: e.country, level: 1, totalXp: 0 })
      },
      XpGained: (e) => gain(e, e.xp),
      TrainingXpGained: (e) => gain(e, e.xp),
      XpRevoked: (e) => gain(e, -e.xp),
      XpCorrected: (e) => gain(e, e.xp),
      LevelUpRequested: (e, ev) => request.run(ev.position, e.userId, e.campaignId, e.toLevel, JSON.stringify(e.countedSaleIds), ev.recordedAt),
      LevelUpApproved: (e, ev) => {
        decide.run("approved", null, ev.recordedAt, e.userId, e.toLevel)
        setLevel(e.userId, e.toLevel)
      },
      LevelUpRejected: (e, ev) => decide.run("rejected", e.reason, ev.recordedAt, e.userId, e.toLevel),
      LevelUpRequestCancelled: (e, ev) => decide.run("cancelled", e.reason, ev.recordedAt, e.userId, e.toLevel),
      LevelFell: (e) => setLevel(e.userId, e.toLevel),
      LevelCorrected: (e) => setLevel(e.userId, e.toLevel)
    },
    flush: () => {
      for (const m of members.values()) insertMember.add([m.userId, m.country, m.level, m.totalXp])
      insertMember.flush()
      for (const [userId, c] of changes) updateMember.run(c.xp, c.level, userId)
      for (const r of xp.rows) upsertXp.add([r.userId, r.campaignId, r.xp])
      upsertXp.flush()
      members.clear()
      changes.clear()
      xp.clear()
    }
  }
}
