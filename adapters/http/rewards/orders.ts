import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import type Database from "better-sqlite3"
import type { Principal } from "../../../domain/api/security.ts"
import type { OrderRequest } from "../../../domain/api/rewards/schemas.ts"
import { OrderNotFound } from "../../../domain/order/errors.ts"
import { failureOf } from "../errors.ts"
import { page, pageRequest, type ListSpec } from "../me/lists.ts"
import { idFromKey, madeByCommand, submitAsMe } from "../me/submitAsMe.ts"
import { prepared } from "../statements.ts"
import { ServerContext } from "../ServerContext.ts"

const ordersList: ListSpec = {
  resource: "orders",
  sortable: { id: "o.order_id", placedAt: "o.placed_at", movedAt: "o.moved_at", status: "o.status", points: "o.points" },
  defaultSort: ["placedAt", "DESC"],
  tieBreak: "o.order_id"
}

const columns = `o.order_id AS orderId, o.campaign_id AS campaignId, o.reward_id AS rewardId, r.name AS rewardName, r.image_file_id AS imageFileId,
  o.quantity, o.points, o.status, o.tracking_code AS trackingCode, o.reason, o.placed_at AS placedAt, o.moved_at AS movedAt`
const from = "orders o LEFT JOIN rewards r ON r.reward_id = o.reward_id"

type Row = { orderId: string } & Record<string, unknown>
const toOrder = (r: Row) => ({ id: r.orderId, ...r }) as never

/** Always the token's user: another learner's order is not there (404), as one that does not exist. */
const readOrder = (db: Database.Database, userId: string, orderId: string) =>
  prepared(db, `SELECT ${columns} FROM ${from} WHERE o.order_id = ? AND o.user_id = ?`).get(orderId, userId) as Row | undefined

/** `POST /api/me/orders`: PlaceOrder as myself; `201` with the order and the points it took. */
export const placeMyOrder = (user: Principal, request: typeof OrderRequest.Type, key: string | undefined) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const orderId = key === undefined ? `order-${randomUUID()}` : idFromKey("order", user, key)
    yield* submitAsMe(user, "PlaceOrder", { ...request, orderId }, key)
    return toOrder(yield* madeByCommand(readOrder(programme.db, user.userId, orderId)))
  })

/** `GET /api/me/orders`: my orders, newest first, with their state and tracking code. */
export const listMyOrders = (user: Principal, query: { range?: string | undefined; sort?: string | undefined }) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const request = yield* pageRequest(query, ordersList)
    const total = prepared(programme.db, "SELECT count(*) FROM orders o WHERE o.user_id = ?").pluck().get(user.userId) as number
    const rows = prepared(programme.db, `SELECT ${columns} FROM ${from} WHERE o.user_id = ? ORDER BY ${request.orderBy} LIMIT ? OFFSET ?`).all(
      user.userId,
      request.limit,
      request.offset
    ) as Array<Row>
    return page(ordersList, request, rows.map(toOrder), total)
  })

export const myOrder = (user: Principal, orderId: string) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const row = readOrder(programme.db, user.userId, orderId)
    if (row === undefined) return yield* failureOf(new OrderNotFound({ orderId }))
    return toOrder(row)
  })
