import { Effect } from "effect"
import type { PointsRow } from "../../../domain/campaign/events.ts"
import type { DomainError } from "../../../domain/shared/errors.ts"
import { replayCampaign } from "../../programme/replay.ts"
import { failureOf } from "../errors.ts"
import { requireScope } from "../scope.ts"
import { ServerContext } from "../ServerContext.ts"
import { ensureOwned } from "./owners.ts"
import { runAsAdmin } from "./runCommand.ts"

interface ReplayRequest {
  readonly pointsTable?: ReadonlyArray<PointsRow> | undefined
  readonly apply?: boolean | undefined
  readonly reason?: string | undefined
}

/**
 * `campaigns/:id/replay`: the diff of `vitrine replay --json` (DESIGN §6), a thin call to
 * adapters/programme/replay.ts. With `apply`, each change is a `CorrectParticipant` command
 * under the id the CLI gives it (`replay:<campaign>:<user>:<position>`), so applying the same
 * replay twice changes nothing; all submitted at once, they share a group commit.
 */
const isDomainError = (e: unknown): e is DomainError =>
  typeof e === "object" && e !== null && typeof (e as { code?: unknown }).code === "string" && (e as { code: string }).code.includes(".")

export const replayRoute = (campaignId: string, request: ReplayRequest) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin")
    yield* ensureOwned(scope, "campaign", campaignId)
    const { programme } = yield* ServerContext
    const result = yield* Effect.suspend(() => {
      try {
        return Effect.succeed(replayCampaign(programme, campaignId, request.pointsTable))
      } catch (e) {
        // A rule's refusal (a stable code) is the client's answer; anything else is our bug.
        return isDomainError(e) ? Effect.fail(failureOf(e)) : Effect.die(e)
      }
    })
    const changed = result.changed.map(({ userId, pointsDelta, xpDelta, levelBefore, levelAfter }) => ({ userId, pointsDelta, xpDelta, levelBefore, levelAfter }))
    if (request.apply !== true) return { campaignId, changed, applied: 0 }
    const reason = request.reason ?? (request.pointsTable ? "replay with a corrected points table" : "replay under the recorded rules")
    yield* Effect.forEach(
      result.changed,
      (row) =>
        runAsAdmin(
          "CorrectParticipant",
          { campaignId, userId: row.userId, points: row.pointsDelta, xp: row.xpDelta, fromLevel: row.levelBefore, toLevel: row.levelAfter, reason },
          `replay:${campaignId}:${row.userId}:${result.position}`
        ),
      { concurrency: "unbounded" }
    )
    return { campaignId, changed, applied: changed.length }
  })
