import { Effect } from "effect"
import { requireScope } from "../scope.ts"
import { ServerContext } from "../ServerContext.ts"
import { ensureOwned } from "./owners.ts"
import { notFound, oneRecord } from "./readResource.ts"
import { levelUpsResource } from "./resources/levelUps.ts"
import { idempotencyKey, runAsAdmin } from "./runCommand.ts"

/**
 * `level-ups/:userId/approve|reject`: the user's pending request decides the level asked for
 * (a user holds at most one, DESIGN §4.5); without one, the level above the one held, which the
 * domain then refuses with its own code. Answers the user's latest request after the decision.
 */
export const levelUpDecision = (userId: string, type: "ApproveLevelUp" | "RejectLevelUp", extra: Record<string, unknown>) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin")
    yield* ensureOwned(scope, "member", userId)
    const { programme } = yield* ServerContext
    const db = programme.db
    const pending = db.prepare<[string], number>("SELECT to_level FROM level_requests WHERE user_id = ? AND status = 'pending'").pluck().get(userId)
    const held = db.prepare<[string], number>("SELECT level FROM members WHERE user_id = ?").pluck().get(userId) ?? 1
    yield* runAsAdmin(type, { userId, toLevel: pending ?? Math.min(held + 1, 3), ...extra }, yield* idempotencyKey)
    const latest = db.prepare<[string], number>("SELECT max(request_id) FROM level_requests WHERE user_id = ?").pluck().get(userId)
    if (latest === null || latest === undefined) return yield* notFound
    return yield* oneRecord(db, levelUpsResource, String(latest), scope)
  })
