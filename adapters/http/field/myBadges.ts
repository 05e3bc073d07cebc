import { Effect } from "effect"
import type { Principal } from "../../../domain/api/security.ts"
import { badgeIds } from "../../projections/badges.ts"
import { prepared } from "../statements.ts"
import { ServerContext } from "../ServerContext.ts"

/** `GET /api/me/badges`: every badge of the programme in the profile's order, with the date I earned it (or null). */
export const listMyBadges = (user: Principal) =>
  Effect.map(ServerContext, ({ programme }) => {
    const rows = prepared(programme.db, "SELECT badge, earned_at AS earnedAt FROM badges WHERE user_id = ?").all(user.userId) as Array<{ badge: string; earnedAt: string }>
    const earned = new Map(rows.map((r) => [r.badge, r.earnedAt]))
    return badgeIds.map((badge) => ({ badge, earnedAt: earned.get(badge) ?? null }))
  })
