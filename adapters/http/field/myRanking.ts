import { Effect } from "effect"
import { ApiFailure } from "../../../domain/api/ApiFailure.ts"
import { RankingDisabled } from "../../../domain/api/field/errors.ts"
import type { Principal } from "../../../domain/api/security.ts"
import { myCampaign } from "../me/myCampaign.ts"
import { prepared } from "../statements.ts"
import { ServerContext } from "../ServerContext.ts"

/** How many of the top a learner sees, besides their own place. */
export const TOP = 10

// Participants by campaign XP, equal XP by who reached it first (never-moved XP: by registration).
const ranked = (chain: boolean) => `
  WITH ranked AS (
    SELECT p.user_id AS userId, coalesce(x.xp, 0) AS xp,
           ROW_NUMBER() OVER (ORDER BY coalesce(x.xp, 0) DESC, coalesce(r.reached_at, p.registered_at) ASC, p.user_id ASC) AS position
    FROM participants p
    LEFT JOIN campaign_xp x ON x.campaign_id = p.campaign_id AND x.user_id = p.user_id
    LEFT JOIN ranking_marks r ON r.campaign_id = p.campaign_id AND r.user_id = p.user_id
    WHERE p.campaign_id = @campaign ${chain ? "AND EXISTS (SELECT 1 FROM json_each(p.chain_ids) WHERE value = @chain)" : ""}
  )
  SELECT ranked.*, pd.full_name AS fullName, (SELECT count(*) FROM ranked) AS total
  FROM ranked LEFT JOIN personal_data pd ON pd.user_id = ranked.userId
  WHERE position <= @top OR ranked.userId = @me ORDER BY position`

interface Row { userId: string; xp: number; position: number; fullName: string | null; total: number }

/** "Ana Souza Lima" → "Ana L.": the first name and the last surname's initial. */
const shortName = (full: string | null): string => {
  const parts = (full ?? "").trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return "—"
  return parts.length === 1 ? parts[0]! : `${parts[0]} ${parts.at(-1)![0]}.`
}

/**
 * `GET /api/me/ranking?campaignId=[&chainId=]`: my country's campaign, only when my client company
 * has rankings on (no company chosen: on, DESIGN §4.1); otherwise `403 ranking.disabled`.
 */
export const myRanking = (user: Principal, campaignId: string, chainId: string | undefined) =>
  Effect.gen(function* () {
    const { programme, sessions } = yield* ServerContext
    const session = sessions.session(user)
    const client = session.clients.find((c) => c.clientId === session.selectedClientId)
    // A company without rankings forbids them: 403, as any resource the user may not open.
    if (client !== undefined && client.features["ranking"] !== true) return yield* new ApiFailure({ status: 403, code: new RankingDisabled({}).code, details: {} })
    yield* myCampaign(programme.db, user, campaignId)
    const rows = prepared(programme.db, ranked(chainId !== undefined)).all({ campaign: campaignId, chain: chainId ?? null, top: TOP, me: user.userId }) as Array<Row>
    // The chains of my registration, named: where "my chain's ranking" can point.
    const myChains = prepared(
      programme.db,
      `SELECT j.value AS chainId, coalesce(ch.name, j.value) AS name FROM participants p, json_each(p.chain_ids) j
       LEFT JOIN retail_chains ch ON ch.chain_id = j.value WHERE p.campaign_id = ? AND p.user_id = ? ORDER BY name`
    ).all(campaignId, user.userId) as Array<{ chainId: string; name: string }>
    const view = (r: Row) => ({ position: r.position, name: shortName(r.fullName), xp: r.xp, me: r.userId === user.userId })
    return {
      campaignId,
      chainId: chainId ?? null,
      total: rows[0]?.total ?? 0,
      top: rows.filter((r) => r.position <= TOP).map(view),
      me: ((r) => (r === undefined ? null : view(r)))(rows.find((r) => r.userId === user.userId)),
      myChains
    }
  })
