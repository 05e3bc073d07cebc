import { Schema } from "effect"
import { Id, NonEmptyText, PositiveInt } from "../shared/schemas.ts"
import { PartnerRole, PartnerStatus } from "./commands.ts"

/** A member of the partner programme as its simulator knows it (the document normalized). */
export class PartnerMemberRegistered extends Schema.TaggedClass<PartnerMemberRegistered>()("PartnerMemberRegistered", {
  document: NonEmptyText,
  status: PartnerStatus,
  role: PartnerRole
}) {}

/**
 * The first account of ours to send points to a partner document holds it from then on: appended
 * with that first transfer on the document's stream, so two accounts sending at once cannot both win.
 */
export class PartnerDocumentClaimed extends Schema.TaggedClass<PartnerDocumentClaimed>()("PartnerDocumentClaimed", {
  document: NonEmptyText,
  userId: Id
}) {}

/** Points sent to the partner; the partner must have them redeemed by `redeemBy` (12 months on, local date). */
export class PointsTransferred extends Schema.TaggedClass<PointsTransferred>()("PointsTransferred", {
  transferId: Id,
  userId: Id,
  campaignId: Id,
  points: PositiveInt,
  partnerDocument: NonEmptyText,
  redeemBy: Schema.String
}) {}

export type PartnerMemberEvent = PartnerMemberRegistered | PartnerDocumentClaimed
export type TransferEvent = PointsTransferred
