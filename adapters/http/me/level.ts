import { Effect } from "effect"
import type { Principal } from "../../../domain/api/security.ts"
import { ServerContext } from "../ServerContext.ts"
import { myCampaign, type CampaignRow } from "./myCampaign.ts"

/**
 * `GET /api/me/level[?campaignId=]`: my level and XP (DESIGN §4.5). The campaign is the one asked
 * for (of my country), else my country's open campaign, else its latest closed one.
 */
export const myLevel = (user: Principal, campaignId: string | undefined) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const { db } = programme
    const campaign: Pick<CampaignRow, "campaignId" | "levels"> | undefined =
      campaignId !== undefined
        ? yield* myCampaign(db, user, campaignId)
        : db
            .prepare<[string], Pick<CampaignRow, "campaignId" | "levels">>(
              "SELECT campaign_id AS campaignId, levels FROM campaigns WHERE country = ? AND status <> 'draft' ORDER BY status = 'open' DESC, begins DESC LIMIT 1"
            )
            .get(user.country)
    const member = db.prepare<[string], { level: number; totalXp: number }>("SELECT level, total_xp AS totalXp FROM members WHERE user_id = ?").get(user.userId)
    const campaignXp =
      campaign === undefined
        ? 0
        : (db.prepare<[string, string], number>("SELECT xp FROM campaign_xp WHERE user_id = ? AND campaign_id = ?").pluck().get(user.userId, campaign.campaignId) ?? 0)
    const pending = db
      .prepare<[string], { campaignId: string; toLevel: number; countedSaleIds: string; requestedAt: string }>(
        "SELECT campaign_id AS campaignId, to_level AS toLevel, counted_sale_ids AS countedSaleIds, requested_at AS requestedAt FROM level_requests WHERE user_id = ? AND status = 'pending' ORDER BY request_id DESC LIMIT 1"
      )
      .get(user.userId)
    return {
      level: member?.level ?? 1,
      totalXp: member?.totalXp ?? 0,
      campaignId: campaign?.campaignId ?? null,
      campaignXp,
      thresholds: campaign === undefined ? null : JSON.parse(campaign.levels),
      pendingRequest: pending === undefined ? null : { ...pending, countedSaleIds: JSON.parse(pending.countedSaleIds) as Array<string> }
    }
  })
