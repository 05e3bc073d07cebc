import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiSchema } from "effect/http-api"
import { Id, NonEmptyText } from "../../shared/schemas.ts"
import { CommandHeaders, ListQuery, Page } from "../me/lists.ts"

/** `POST /api/me/transfers`: the points are checked by the rule (`transfer.no_points`), so the learner reads its message. */
export const TransferRequest = Schema.Struct({ campaignId: Id, points: Schema.Int, partnerDocument: NonEmptyText }).annotate({ identifier: "TransferRequest" })

/** A transfer of mine: the partner must have the points redeemed by `redeemBy` (12 months on). */
export const MyTransfer = Schema.Struct({
  id: Schema.String,
  transferId: Schema.String,
  campaignId: Schema.String,
  campaignName: Schema.NullOr(Schema.String),
  points: Schema.Number,
  partnerDocument: Schema.String,
  status: Schema.String,
  redeemBy: Schema.String,
  transferredAt: Schema.String
}).annotate({ identifier: "MyTransfer" })

/** What the partner programme knows of a document (`unknown`: not a member), never who of ours uses it. */
export const PartnerMemberView = Schema.Struct({
  document: Schema.String,
  status: Schema.Literals(["active", "inactive", "unknown"]),
  role: Schema.NullOr(Schema.String),
  /** Active and of a role the partner accepts points for. */
  accepts: Schema.Boolean
}).annotate({ identifier: "PartnerMemberView" })

export const transferEndpoints = {
  list: HttpApiEndpoint.get("myTransfers", "/api/me/transfers", { query: ListQuery, success: Page(MyTransfer) }),
  transfer: HttpApiEndpoint.post("transferPoints", "/api/me/transfers", { headers: CommandHeaders, payload: TransferRequest, success: MyTransfer.pipe(HttpApiSchema.status(201)) }),
  member: HttpApiEndpoint.get("partnerMember", "/api/me/partner-member", { query: { document: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)) }, success: PartnerMemberView })
}
