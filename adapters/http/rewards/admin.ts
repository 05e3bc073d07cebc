import { Effect } from "effect"
import { ApiFailure } from "../../../domain/api/ApiFailure.ts"
import { maxBulk } from "../admin/bulkApprove.ts"
import { oneRecord } from "../admin/readResource.ts"
import { ordersResource } from "../admin/resources/orders.ts"
import { rewardsResource } from "../admin/resources/rewards.ts"
import type { ResourceSpec } from "../admin/resource.ts"
import { idempotencyKey, runAsAdmin } from "../admin/runCommand.ts"
import { localizedMessage } from "../errors.ts"
import { requireScope } from "../scope.ts"
import { ServerContext } from "../ServerContext.ts"
import { notifyOrderMove } from "./notify.ts"

/**
 * One record's command: an admin, the record in their scope (else 404, as if absent), the domain
 * command as `admin:<userId>` under the Idempotency-Key; answers the record after it.
 */
const onRecord = (spec: ResourceSpec, id: string, type: string, payload: Record<string, unknown>, key?: string, then?: (id: string) => Effect.Effect<void, never, ServerContext>) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin")
    const { programme } = yield* ServerContext
    yield* oneRecord(programme.db, spec, id, scope)
    const accepted = yield* runAsAdmin(type, payload, key ?? (yield* idempotencyKey))
    if (then && !accepted.repeated) yield* then(id)
    return yield* oneRecord(programme.db, spec, id, scope)
  })

/**
 * `PUT /api/admin/rewards/:id`: the console's edit form sends the whole record back; only
 * EditReward's fields are taken, and a country admin's reward stays offered in their country.
 */
export const editReward = (rewardId: string, record: Readonly<Record<string, unknown>>) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin")
    const { name, department, category, price, minLevel, requiredCourseIds, countries, description, imageFileId } = record
    const command = {
      rewardId,
      name,
      department,
      category,
      price,
      ...(minLevel == null ? {} : { minLevel }),
      ...(requiredCourseIds == null ? {} : { requiredCourseIds }),
      ...(scope.all ? (countries == null ? {} : { countries }) : { countries: [scope.country] }),
      ...(description == null ? {} : { description }),
      ...(imageFileId == null ? {} : { imageFileId })
    }
    return yield* onRecord(rewardsResource, rewardId, "EditReward", command)
  })

export const restockReward = (rewardId: string, quantity: number) => onRecord(rewardsResource, rewardId, "RestockReward", { rewardId, quantity })
export const withdrawReward = (rewardId: string) => onRecord(rewardsResource, rewardId, "WithdrawReward", { rewardId })

export const moveOrder = (orderId: string, type: "ApproveOrder" | "ShipOrder" | "DeliverOrder" | "RejectOrder", extra: Record<string, unknown> = {}, key?: string) =>
  onRecord(ordersResource, orderId, type, { orderId, ...extra }, key, notifyOrderMove)

/**
 * `orders/approve|ship {ids}`: each order moved or refused on its own (one result per id, in
 * order), all submitted at once so they share a group commit; under Idempotency-Key K each
 * order's command id is `K:<orderId>`, so a repeat answers every first outcome again.
 */
export const bulkMoveOrders = (ids: ReadonlyArray<string>, type: "ApproveOrder" | "ShipOrder") =>
  Effect.gen(function* () {
    yield* requireScope("admin")
    if (ids.length > maxBulk) {
      return yield* new ApiFailure({ status: 400, code: "input.invalid", details: { issues: [{ path: "ids", message: `at most ${maxBulk} ids` }] } })
    }
    const key = yield* idempotencyKey
    return yield* Effect.forEach(
      ids,
      (id) =>
        moveOrder(id, type, {}, key === undefined ? undefined : `${key}:${id}`).pipe(
          Effect.as({ id, ok: true }),
          Effect.catch((failure: ApiFailure) => Effect.map(localizedMessage(failure.code, failure.details), (message) => ({ id, ok: false, code: failure.code, message })))
        ),
      { concurrency: "unbounded" }
    )
  })
