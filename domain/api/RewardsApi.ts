import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { AdminRecord } from "./AdminResourcesApi.ts"
import { BulkResult } from "./AdminCommandsApi.ts"
import { CommandHeaders, ListQuery, Page } from "./me/lists.ts"
import { MyOrder, OrderRequest, StoreQuery, StoreReward, StoreSummary } from "./rewards/schemas.ts"
import { Authentication } from "./security.ts"

const id = { id: Schema.String }
const Ids = Schema.Struct({ ids: Schema.Array(Schema.String) })

/**
 * The reward store and its orders (DESIGN §4.6, issue 42): the learner's store and orders under
 * `/api/me`, the console's reward and order commands under `/api/admin` (their lists and records
 * are the generic admin resources `rewards` and `orders`). Add endpoints before `.middleware(Authentication)`.
 */
export const RewardsApi = HttpApiGroup.make("rewards")
  .add(HttpApiEndpoint.get("myRewardStore", "/api/me/reward-store", { success: StoreSummary }))
  .add(HttpApiEndpoint.get("myRewards", "/api/me/rewards", { query: StoreQuery, success: Page(StoreReward) }))
  .add(HttpApiEndpoint.get("myReward", "/api/me/rewards/:id", { params: id, success: StoreReward }))
  .add(HttpApiEndpoint.post("placeOrder", "/api/me/orders", { headers: CommandHeaders, payload: OrderRequest, success: MyOrder.pipe(HttpApiSchema.status(201)) }))
  .add(HttpApiEndpoint.get("myOrders", "/api/me/orders", { query: ListQuery, success: Page(MyOrder) }))
  .add(HttpApiEndpoint.get("myOrder", "/api/me/orders/:id", { params: id, success: MyOrder }))
  .add(HttpApiEndpoint.put("editReward", "/api/admin/rewards/:id", { params: id, payload: AdminRecord, success: AdminRecord }))
  .add(HttpApiEndpoint.post("restockReward", "/api/admin/rewards/:id/restock", { params: id, payload: Schema.Struct({ quantity: Schema.Int }), success: AdminRecord }))
  .add(HttpApiEndpoint.post("withdrawReward", "/api/admin/rewards/:id/withdraw", { params: id, success: AdminRecord }))
  .add(HttpApiEndpoint.post("approveOrders", "/api/admin/orders/approve", { payload: Ids, success: Schema.Array(BulkResult) }))
  .add(HttpApiEndpoint.post("shipOrders", "/api/admin/orders/ship", { payload: Ids, success: Schema.Array(BulkResult) }))
  .add(HttpApiEndpoint.post("approveOrder", "/api/admin/orders/:id/approve", { params: id, success: AdminRecord }))
  .add(HttpApiEndpoint.post("shipOrder", "/api/admin/orders/:id/ship", { params: id, payload: Schema.Struct({ trackingCode: Schema.optional(Schema.String) }), success: AdminRecord }))
  .add(HttpApiEndpoint.post("deliverOrder", "/api/admin/orders/:id/deliver", { params: id, success: AdminRecord }))
  .add(HttpApiEndpoint.post("rejectOrder", "/api/admin/orders/:id/reject", { params: id, payload: Schema.Struct({ reason: Schema.String }), success: AdminRecord }))
  .middleware(Authentication)
