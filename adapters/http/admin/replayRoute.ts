import type Database from "better-sqlite3"
import { Effect } from "effect"
import { ApiFailure } from "../../../domain/api/ApiFailure.ts"
import type { PointsRow } from "../../../domain/campaign/events.ts"
import { lastRowPerSku, tableWarnings } from "../../../domain/replay/safety.ts"
import { CurrentUser } from "../../../domain/api/security.ts"
import type { Programme } from "../../programme/Programme.ts"
import { replayAndApply, replayTotals, type ReplayResult } from "../../programme/replay.ts"
import { domainFailureOrDie, refusalOf } from "../errors.ts"
import { submitWork } from "../commands.ts"
import { requireScope } from "../scope.ts"
import { ServerContext } from "../ServerContext.ts"
import { ensureOwned } from "./owners.ts"

interface ReplayRequest {
  readonly pointsTable?: ReadonlyArray<PointsRow> | undefined
  readonly apply?: boolean | undefined
  readonly reason?: string | undefined
  readonly force?: boolean | undefined
}

export interface ReplayWarning {
  readonly kind: string
  readonly skus?: ReadonlyArray<string>
  readonly sales?: number
  readonly before?: number
  readonly after?: number
}

/** SKUs that are neither a product of the catalogue nor `course:<id>` of an existing course. */
const notInCatalogue = (db: Database.Database, skus: ReadonlyArray<string>): ReadonlyArray<string> => {
  const product = db.prepare<[string], number>("SELECT 1 FROM products WHERE sku = ?").pluck()
  const course = db.prepare<[string], number>("SELECT 1 FROM courses WHERE course_id = ?").pluck()
  const photoType = db.prepare<[string], number>("SELECT 1 FROM photo_types WHERE photo_type_id = ?").pluck()
  // A points table also pays training (`course:<id>`) and store photos (`photo:<type>`, DESIGN §4.7).
  const known = (sku: string) =>
    sku.startsWith("course:") ? course.get(sku.slice("course:".length)) : sku.startsWith("photo:") ? photoType.get(sku.slice("photo:".length)) : product.get(sku)
  return skus.filter((sku) => known(sku) === undefined).sort()
}

/** Sales of the campaign with a line of any of these SKUs: what a removed SKU stops paying for. */
const salesWith = (db: Database.Database, campaignId: string, skus: ReadonlyArray<string>): number =>
  db
    .prepare("SELECT count(DISTINCT s.sale_id) FROM sales s, json_each(s.lines) l WHERE s.campaign_id = ? AND l.value ->> 'sku' IN (SELECT value FROM json_each(?))")
    .pluck()
    .get(campaignId, JSON.stringify(skus)) as number

/**
 * The CLI's warnings about a corrected table (domain/replay/safety.ts: SKUs removed, unknown to the
 * campaign, repeated; a total moved by more than half), with the sales a removed SKU had, plus the
 * SKUs the catalogue does not know (the table would be refused when applied).
 */
const warningsOf = (db: Database.Database, campaignId: string, result: ReplayResult, table: ReadonlyArray<PointsRow>) => {
  const warnings: Array<ReplayWarning> = tableWarnings(result.recordedTable, table, replayTotals(result)).map((w) =>
    w.kind === "skus_removed" ? { ...w, sales: salesWith(db, campaignId, w.skus) } : w
  )
  const unknown = notInCatalogue(db, [...new Set(table.map((r) => r.sku))])
  if (unknown.length > 0) warnings.push({ kind: "skus_not_in_catalogue", skus: unknown })
  return warnings
}

/**
 * `campaigns/:id/replay`: the diff of `vitrine replay --json` (DESIGN §6) and the warnings about a
 * corrected table. With `apply`, the CLI's `--apply` itself (`applyReplay`: a corrected table
 * recorded first as the campaign's table, then one `CorrectParticipant` per changed user, under
 * the same ids, as the signed-in admin), in the group-commit step that read the log, so applying
 * one replay twice changes nothing; a table with warnings needs `force`, as the CLI's `--force`.
 */
export const replayRoute = (campaignId: string, request: ReplayRequest) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin")
    yield* ensureOwned(scope, "campaign", campaignId)
    const { now } = yield* ServerContext
    const user = yield* CurrentUser
    const table = request.pointsTable ? lastRowPerSku(request.pointsTable) : undefined
    const reason = request.reason ?? (request.pointsTable ? "replay with a corrected points table" : "replay under the recorded rules")
    const replay = (programme: Programme) =>
      replayAndApply(programme, campaignId, table, {
        warningsOf: (result) => (request.pointsTable ? warningsOf(programme.db, campaignId, result, request.pointsTable) : []),
        apply: request.apply === true ? { actor: { kind: "admin", userId: user.userId }, at: now(), reason, force: request.force === true } : undefined
      })
    // Applied in the step of the group commit that read it: nothing another request or an import
    // commits can fall between the differences found and the corrections appended.
    const { result, warnings, blocked, outcomes } = request.apply === true ? yield* submitWork(replay) : yield* readOnly(replay)
    const changed = result.changed.map(({ userId, pointsDelta, xpDelta, levelBefore, levelAfter }) => ({ userId, pointsDelta, xpDelta, levelBefore, levelAfter }))
    if (blocked) {
      return yield* new ApiFailure({ status: 422, code: "replay.needs_force", details: { kinds: warnings.map((w) => w.kind).join(", ") } })
    }
    const refused = outcomes.find((o) => o.outcome.status === "rejected")
    if (refused !== undefined && refused.outcome.status === "rejected") {
      const { code, details } = refused.outcome
      return yield* refusalOf(code, details)
    }
    return { campaignId, changed, warnings, applied: request.apply === true ? changed.length : 0 }
  })

/** A replay's preview: read in one snapshot, nothing written. */
const readOnly = <T>(f: (programme: Programme) => T) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    return yield* Effect.try({ try: () => f(programme), catch: (e) => e }).pipe(Effect.catch(domainFailureOrDie))
  })
