import { Schema } from "effect"

const S = Schema.String

export class CampaignAlreadyExists extends Schema.TaggedError<CampaignAlreadyExists>()("CampaignAlreadyExists", { campaignId: S }) {
  get code() { return "campaign.already_exists" as const }
}
export class CampaignNotFound extends Schema.TaggedError<CampaignNotFound>()("CampaignNotFound", { campaignId: S }) {
  get code() { return "campaign.not_found" as const }
}
export class InvalidCampaignDates extends Schema.TaggedError<InvalidCampaignDates>()("InvalidCampaignDates", { begins: S, ends: S }) {
  get code() { return "campaign.invalid_dates" as const }
}
export class CampaignsOverlap extends Schema.TaggedError<CampaignsOverlap>()("CampaignsOverlap", { campaignId: S, otherCampaignId: S }) {
  get code() { return "campaign.overlaps" as const }
}
export class DuplicateSku extends Schema.TaggedError<DuplicateSku>()("DuplicateSku", { sku: S }) {
  get code() { return "campaign.duplicate_sku" as const }
}
export class InvalidLevelThresholds extends Schema.TaggedError<InvalidLevelThresholds>()("InvalidLevelThresholds", {}) {
  get code() { return "campaign.invalid_levels" as const }
}
export class PointsTableLocked extends Schema.TaggedError<PointsTableLocked>()("PointsTableLocked", { campaignId: S }) {
  get code() { return "campaign.points_table_locked" as const }
}
export class EmptyPointsTable extends Schema.TaggedError<EmptyPointsTable>()("EmptyPointsTable", { campaignId: S }) {
  get code() { return "campaign.empty_points_table" as const }
}
export class NoParticipatingStores extends Schema.TaggedError<NoParticipatingStores>()("NoParticipatingStores", { campaignId: S }) {
  get code() { return "campaign.no_stores" as const }
}
export class StoreAlreadyEnrolled extends Schema.TaggedError<StoreAlreadyEnrolled>()("StoreAlreadyEnrolled", { campaignId: S, storeId: S }) {
  get code() { return "campaign.store_already_enrolled" as const }
}
export class StoreInAnotherCountry extends Schema.TaggedError<StoreInAnotherCountry>()("StoreInAnotherCountry", { storeId: S, country: S }) {
  get code() { return "campaign.store_wrong_country" as const }
}
export class CampaignNotDraft extends Schema.TaggedError<CampaignNotDraft>()("CampaignNotDraft", { campaignId: S, status: S }) {
  get code() { return "campaign.not_draft" as const }
}
export class CampaignNotOpen extends Schema.TaggedError<CampaignNotOpen>()("CampaignNotOpen", { campaignId: S, status: S }) {
  get code() { return "campaign.not_open" as const }
}
export class CampaignClosedError extends Schema.TaggedError<CampaignClosedError>()("CampaignClosedError", { campaignId: S }) {
  get code() { return "campaign.closed" as const }
}
/** Campaigns of a country run in sequence: the next opens once the one before is closed. */
export class PreviousCampaignNotClosed extends Schema.TaggedError<PreviousCampaignNotClosed>()("PreviousCampaignNotClosed", {
  campaignId: S,
  previousCampaignId: S
}) {
  get code() { return "campaign.previous_not_closed" as const }
}
export class CampaignStillRunning extends Schema.TaggedError<CampaignStillRunning>()("CampaignStillRunning", { campaignId: S, ends: S }) {
  get code() { return "campaign.still_running" as const }
}
