import { Schema } from "effect"
import { Id, ListOf, maxItems } from "../shared/schemas.ts"

/**
 * One registration per campaign. `agencyId` is a single id (exactly one agency); `chainIds`
 * is optional: when given, every chosen chain needs at least one chosen store.
 */
export class RegisterForCampaign extends Schema.TaggedClass<RegisterForCampaign>()("RegisterForCampaign", {
  campaignId: Id,
  userId: Id,
  acceptTerms: Schema.Boolean,
  agencyId: Id,
  brandIds: ListOf(Id, maxItems.ids),
  storeIds: ListOf(Id, maxItems.ids),
  chainIds: Schema.optionalKey(ListOf(Id, maxItems.ids))
}) {}
