import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { PointsRow } from "../campaign/events.ts"
import { AdminRecord } from "./AdminResourcesApi.ts"
import { Authentication } from "./security.ts"
import { ListOf, maxItems, Text } from "../shared/schemas.ts"

const Reason = Schema.Struct({ reason: Schema.String })
const id = { id: Schema.String }
const userId = { userId: Schema.String }

/** `sales/approve`: one result per id, each sale approved or refused on its own. */
export const BulkResult = Schema.Struct({
  id: Schema.String,
  /** The sale's invoice number, for the admin to read (absent for a sale not in the admin's scope). */
  invoiceNumber: Schema.optional(Schema.String),
  ok: Schema.Boolean,
  code: Schema.optional(Schema.String),
  message: Schema.optional(Schema.String)
}).annotate({ identifier: "BulkResult" })


/** `campaigns/:id/replay`: a dry run unless `apply`; a corrected points table optional (DESIGN §6). */
export const ReplayRequest = Schema.Struct({
  pointsTable: Schema.optional(ListOf(PointsRow, maxItems.pointsTable)),
  apply: Schema.optional(Schema.Boolean),
  reason: Schema.optional(Schema.String),
  /** Apply a table that has warnings (the CLI's `--force`). */
  force: Schema.optional(Schema.Boolean)
})

export const ReplayChange = Schema.Struct({
  userId: Schema.String,
  pointsDelta: Schema.Number,
  xpDelta: Schema.Number,
  levelBefore: Schema.Number,
  levelAfter: Schema.Number
})
/**
 * What to check in a corrected table before applying it: `skus_removed` (with the campaign's `sales`
 * that had them), `skus_unknown` (not in the campaign's table), `skus_duplicated`, `points_swing`
 * (`before`, `after`: the total moves by more than half), `skus_not_in_catalogue`.
 */
export const ReplayWarning = Schema.Struct({
  kind: Schema.String,
  skus: Schema.optional(Schema.Array(Schema.String)),
  sales: Schema.optional(Schema.Number),
  before: Schema.optional(Schema.Number),
  after: Schema.optional(Schema.Number)
})
export const ReplayAnswer = Schema.Struct({
  campaignId: Schema.String,
  changed: Schema.Array(ReplayChange),
  warnings: Schema.Array(ReplayWarning),
  applied: Schema.Number
}).annotate({ identifier: "ReplayAnswer" })

export const Adjustment = Schema.Struct({ userId: Schema.String, campaignId: Schema.String, points: Schema.Number, reason: Schema.String })

const post = <const N extends string, const P extends `/api/admin/${string}`>(name: N, path: P) => HttpApiEndpoint.post(name, path, { params: id, success: AdminRecord })

/**
 * The admin console's command routes (DESIGN §5.3): `POST /api/admin/<res>/:id/<verb>`, with an
 * `Idempotency-Key` header. Each answers the record as it stands after the command.
 */
export const AdminCommandsApi = HttpApiGroup.make("adminCommands")
  .add(post("approveSale", "/api/admin/sales/:id/approve"))
  .add(HttpApiEndpoint.post("reproveSale", "/api/admin/sales/:id/reprove", { params: id, payload: Reason, success: AdminRecord }))
  .add(HttpApiEndpoint.post("approveSales", "/api/admin/sales/approve", { payload: Schema.Struct({ ids: ListOf(Schema.String, maxItems.ids) }), success: Schema.Array(BulkResult) }))
  /** Bulk reprove (issue 41, item 13): one reason for the selection, one result per id. */
  .add(HttpApiEndpoint.post("reproveSales", "/api/admin/sales/reprove", { payload: Schema.Struct({ ids: ListOf(Schema.String, maxItems.ids), reason: Schema.String }), success: Schema.Array(BulkResult) }))
  .add(HttpApiEndpoint.post("approveLevelUp", "/api/admin/level-ups/:userId/approve", { params: userId, success: AdminRecord }))
  .add(HttpApiEndpoint.post("rejectLevelUp", "/api/admin/level-ups/:userId/reject", { params: userId, payload: Reason, success: AdminRecord }))
  .add(post("approveAccount", "/api/admin/accounts/:id/approve"))
  .add(HttpApiEndpoint.post("blockAccount", "/api/admin/accounts/:id/block", { params: id, payload: Reason, success: AdminRecord }))
  .add(post("unblockAccount", "/api/admin/accounts/:id/unblock"))
  .add(HttpApiEndpoint.post("rejectSignUp", "/api/admin/accounts/:id/reject", { params: id, payload: Reason, success: AdminRecord }))
  /** Erasure on the holder's behalf (DESIGN §5.2's deletion): the admin types the holder's full name to confirm. */
  .add(HttpApiEndpoint.post("eraseAccount", "/api/admin/accounts/:id/erase", { params: id, payload: Schema.Struct({ fullName: Schema.String.check(Schema.isMaxLength(4096)) }), success: AdminRecord }))
  .add(HttpApiEndpoint.post("enrollStore", "/api/admin/campaigns/:id/stores", { params: id, payload: Schema.Struct({ storeId: Schema.String }), success: AdminRecord }))
  .add(post("openCampaign", "/api/admin/campaigns/:id/open"))
  .add(post("closeCampaign", "/api/admin/campaigns/:id/close"))
  .add(HttpApiEndpoint.post("replayCampaign", "/api/admin/campaigns/:id/replay", { params: id, payload: ReplayRequest, success: ReplayAnswer }))
  .add(HttpApiEndpoint.post("adjustWallet", "/api/admin/wallets/adjust", { payload: Adjustment, success: AdminRecord }))
  .add(post("publishCourse", "/api/admin/courses/:id/publish"))
  .add(post("archiveCourse", "/api/admin/courses/:id/archive"))
  .add(HttpApiEndpoint.post("enrolUser", "/api/admin/courses/:id/enrolments", { params: id, payload: Schema.Struct({ userId: Schema.String }), success: AdminRecord }))
  /** `:id` is the enrolment record's, `<courseId>:<userId>`; the record stays, as `unenrolled`. */
  .add(post("unenrolUser", "/api/admin/enrolments/:id/unenrol"))
  /** Forum moderation (DESIGN §4.10); a post's `:id` is `<topicId>:<postId>`. */
  .add(post("closeForumTopic", "/api/admin/forum-topics/:id/close"))
  .add(post("reopenForumTopic", "/api/admin/forum-topics/:id/reopen"))
  .add(HttpApiEndpoint.post("removeForumPost", "/api/admin/forum-posts/:id/remove", { params: id, payload: Schema.Struct({ reason: Schema.optional(Text) }), success: AdminRecord }))
  .middleware(Authentication)
