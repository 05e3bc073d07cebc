import { Schema } from "effect"
import { Id } from "../shared/schemas.ts"

export class RegisteredForCampaign extends Schema.TaggedClass<RegisteredForCampaign>()("RegisteredForCampaign", {
  campaignId: Id,
  userId: Id,
  agencyId: Id,
  brandIds: Schema.Array(Id),
  storeIds: Schema.Array(Id),
  chainIds: Schema.Array(Id)
}) {}

export type RegistrationEvent = RegisteredForCampaign
