import { Schema } from "effect"
import { Id, NonEmptyText } from "../shared/schemas.ts"

export const PartnerStatus = Schema.Literals(["active", "inactive"])
export const PartnerRole = Schema.Literals(["dependent", "seller", "cashier", "store_owner", "other"])

/** The partner simulator's members (DESIGN §6): a later registration of a document replaces the earlier. */
export class RegisterPartnerMember extends Schema.TaggedClass<RegisterPartnerMember>()("RegisterPartnerMember", {
  document: NonEmptyText,
  status: PartnerStatus,
  role: PartnerRole
}) {}

/** The points are checked as a rule (`transfer.no_points`), not by the schema, so the learner gets its message. */
export class TransferPoints extends Schema.TaggedClass<TransferPoints>()("TransferPoints", {
  transferId: Id,
  userId: Id,
  campaignId: Id,
  points: Schema.Int,
  partnerDocument: NonEmptyText
}) {}
