import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { replayCampaign } from "../../../adapters/programme/replay.ts"
import type { LevelEvent } from "../../../domain/level/events.ts"
import { codec } from "../../../domain/programme.ts"
import { history, play, replayAndApply, table, USERS } from "./replayProgramme.ts"

/**
 * Replay properties (DESIGN §6) over random programmes of two or three consecutive campaigns
 * with random audits, level-ups, closes and replays applied along the way.
 */
const levelEvents = (s: ReturnType<typeof play>["s"], userId: string) =>
  s.programme.log.readStream(`level-${userId}`).map((e) => codec.decodeStored(e) as LevelEvent)

const levelOf = (s: ReturnType<typeof play>["s"], userId: string): number =>
  (s.programme.db.prepare("SELECT level FROM members WHERE user_id = ?").get(userId) as { level: number }).level

const figures = (s: ReturnType<typeof play>["s"], campaignId: string) =>
  replayCampaign(s.programme, campaignId).rows.map((r) => [r.userId, r.pointsBefore, r.xpBefore])

describe("replay properties", { timeout: 120_000 }, () => {
  it("after --apply the same replay, and a plain one, list no change; the level becomes what the recomputed history gives; later campaigns keep their events", () => {
    fc.assert(
      fc.property(history, fc.nat({ max: 2 }), fc.option(table, { nil: undefined }), (h, back, t) => {
        const { s, opened, clock } = play(h)
        try {
          const campaignId = opened[Math.max(0, opened.length - 1 - back)]!
          const later = opened.slice(opened.indexOf(campaignId) + 1)
          const laterBefore = later.map((c) => figures(s, c))
          const before = s.programme.log.lastPosition()
          const applied = replayAndApply(s, campaignId, t, clock)
          for (const row of applied.rows) expect(levelOf(s, row.userId), row.userId).toBe(row.levelAfter)
          expect(replayCampaign(s.programme, campaignId, t).changed).toEqual([])
          expect(replayCampaign(s.programme, campaignId).changed).toEqual([])
          // Only the replayed campaign's corrections are appended (and the cancellation of a
          // pending request a corrected level leaves without ground): later campaigns' points
          // and XP stay as they were.
          const appended = s.programme.log.readAll(before, 10_000).map((e) => codec.decodeStored(e) as { _tag: string; campaignId?: string })
          expect(appended.filter((e) => e.campaignId !== campaignId && e._tag !== "LevelUpRequestCancelled")).toEqual([])
          expect(later.map((c) => figures(s, c))).toEqual(laterBefore)
        } finally {
          s.close()
        }
      }),
      { numRuns: 100 }
    )
  })

  it("levels move one step at a time, replay corrections included", () => {
    fc.assert(
      fc.property(history, (h) => {
        const { s, opened, clock } = play(h)
        try {
          for (const c of opened) replayAndApply(s, c, undefined, clock)
          for (const userId of USERS) {
            let held = 1
            for (const e of levelEvents(s, userId)) {
              if (e._tag === "LevelUpApproved") {
                expect(e.toLevel, `${userId} approved`).toBe(held + 1)
                held = e.toLevel
              } else if (e._tag === "LevelFell" || e._tag === "LevelCorrected") {
                expect(e.fromLevel, `${userId} ${e._tag}`).toBe(held)
                expect(Math.abs(e.toLevel - e.fromLevel), `${userId} ${e._tag}`).toBe(1)
                held = e.toLevel
              }
            }
          }
        } finally {
          s.close()
        }
      }),
      { numRuns: 100 }
    )
  })
})

