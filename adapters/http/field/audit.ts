import { Effect } from "effect"
import { randomInt } from "node:crypto"
import { ApiFailure } from "../../../domain/api/ApiFailure.ts"
import { maxBulk } from "../admin/bulkApprove.ts"
import { notFound, oneRecord } from "../admin/readResource.ts"
import { photosResource } from "../admin/resources/photos.ts"
import { meetupsResource } from "../admin/resources/meetups.ts"
import { idempotencyKey, runAsAdmin } from "../admin/runCommand.ts"
import { localizedMessage } from "../errors.ts"
import { ensureInScope, requireScope, type CountryScope } from "../scope.ts"
import { prepared } from "../statements.ts"
import { ServerContext } from "../ServerContext.ts"

/** The country owning a photo (its campaign's) or a meetup: another country's is a 404, as a missing one. */
const ownerSql = {
  photo: "SELECT c.country FROM store_photos p JOIN campaigns c ON c.campaign_id = p.campaign_id WHERE p.photo_id = ?",
  meetup: "SELECT country FROM meetups WHERE meetup_id = ?"
} as const

const ensureOwned = (scope: CountryScope, kind: keyof typeof ownerSql, id: string) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    yield* ensureInScope(scope, prepared(programme.db, ownerSql[kind]).pluck().get(id) as string | undefined, notFound)
  })

/** `photos/:id/approve|reprove`: auditors and admins of the photo's country; answers the photo after it. */
export const auditPhoto = (photoId: string, type: "ApprovePhoto" | "ReprovePhoto", extra: Record<string, unknown>) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin", "auditor")
    yield* ensureOwned(scope, "photo", photoId)
    yield* runAsAdmin(type, { photoId, ...extra }, yield* idempotencyKey)
    const { programme } = yield* ServerContext
    return yield* oneRecord(programme.db, photosResource, photoId, scope)
  })

/** `photos/approve {ids}`: each photo approved or refused on its own, as `sales/approve` (one result per id). */
export const approvePhotos = (ids: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin", "auditor")
    if (ids.length > maxBulk) {
      return yield* new ApiFailure({ status: 400, code: "input.invalid", details: { issues: [{ path: "ids", message: `at most ${maxBulk} ids` }] } })
    }
    const key = yield* idempotencyKey
    return yield* Effect.forEach(
      ids,
      (id) =>
        Effect.gen(function* () {
          yield* ensureOwned(scope, "photo", id)
          yield* runAsAdmin("ApprovePhoto", { photoId: id }, key === undefined ? undefined : `${key}:${id}`)
          return { id, ok: true }
        }).pipe(
          Effect.catch((failure: ApiFailure) =>
            Effect.map(localizedMessage(failure.code, failure.details), (message) => ({ id, ok: false, code: failure.code, message }))
          )
        ),
      { concurrency: "unbounded" }
    )
  })

/** Six digits from the platform's CSPRNG: a code nobody guesses from the last one. */
const drawCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0")

/**
 * `meetups/:id/code {code?}`: the next check-in code (the console's rotation), drawn here unless
 * given; the previous one stays valid until the next rotation (DESIGN §4.7).
 */
export const rotateCode = (meetupId: string, code: string | undefined) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin")
    yield* ensureOwned(scope, "meetup", meetupId)
    yield* runAsAdmin("SetCheckInCode", { meetupId, code: code ?? drawCode() }, yield* idempotencyKey)
    const { programme } = yield* ServerContext
    return yield* oneRecord(programme.db, meetupsResource, meetupId, scope)
  })
