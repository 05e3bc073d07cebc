import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { CurrentUser } from "../../domain/api/security.ts"
import { bulkMoveOrders, editReward, moveOrder, restockReward, withdrawReward } from "./rewards/admin.ts"
import { listMyOrders, myOrder, placeMyOrder } from "./rewards/orders.ts"
import { listMyRewards, myReward, myRewardStore } from "./rewards/store.ts"

/** Handlers of the reward store and its orders (domain/api/RewardsApi.ts). */
export const RewardsHttpLive = HttpApiBuilder.group(VitrineApi, "rewards", (handlers) =>
  handlers
    .handle("myRewardStore", () => Effect.flatMap(CurrentUser, myRewardStore))
    .handle("myRewards", ({ query }) => Effect.flatMap(CurrentUser, (user) => listMyRewards(user, query)))
    .handle("myReward", ({ params }) => Effect.flatMap(CurrentUser, (user) => myReward(user, params.id)))
    .handle("placeOrder", ({ payload, headers }) => Effect.flatMap(CurrentUser, (user) => placeMyOrder(user, payload, headers["idempotency-key"])))
    .handle("myOrders", ({ query }) => Effect.flatMap(CurrentUser, (user) => listMyOrders(user, query)))
    .handle("myOrder", ({ params }) => Effect.flatMap(CurrentUser, (user) => myOrder(user, params.id)))
    .handle("editReward", ({ params, payload }) => editReward(params.id, payload))
    .handle("restockReward", ({ params, payload }) => restockReward(params.id, payload.quantity))
    .handle("withdrawReward", ({ params }) => withdrawReward(params.id))
    .handle("approveOrders", ({ payload }) => bulkMoveOrders(payload.ids, "ApproveOrder"))
    .handle("shipOrders", ({ payload }) => bulkMoveOrders(payload.ids, "ShipOrder"))
    .handle("approveOrder", ({ params }) => moveOrder(params.id, "ApproveOrder"))
    .handle("shipOrder", ({ params, payload }) => moveOrder(params.id, "ShipOrder", payload.trackingCode ? { trackingCode: payload.trackingCode } : {}))
    .handle("deliverOrder", ({ params }) => moveOrder(params.id, "DeliverOrder"))
    .handle("rejectOrder", ({ params, payload }) => moveOrder(params.id, "RejectOrder", { reason: payload.reason }))
)
