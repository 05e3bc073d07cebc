import { Effect } from "effect"
import type { Principal } from "../../../domain/api/security.ts"
import { page, pageRequest, type ListSpec } from "../me/lists.ts"
import { prepared } from "../statements.ts"
import { ServerContext } from "../ServerContext.ts"

const feedList: ListSpec = {
  resource: "activity",
  sortable: { id: "position", recordedAt: "position" },
  defaultSort: ["id", "DESC"],
  tieBreak: "position"
}

/** `GET /api/me/activity`: what happened to me, newest first; another learner's lines are never read. */
export const listMyActivity = (user: Principal, query: { range?: string | undefined; sort?: string | undefined }) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const request = yield* pageRequest(query, feedList)
    const total = prepared(programme.db, "SELECT count(*) FROM activity_feed WHERE user_id = ?").pluck().get(user.userId) as number
    const rows = prepared(
      programme.db,
      `SELECT position AS id, kind, ref, campaign_id AS campaignId, points, recorded_at AS recordedAt FROM activity_feed WHERE user_id = ? ORDER BY ${request.orderBy} LIMIT ? OFFSET ?`
    ).all(user.userId, request.limit, request.offset) as Array<never>
    return page(feedList, request, rows, total)
  })
