import { Schema } from "effect"
import { CountryCode } from "../rules/countries.ts"
import { Id, LocalDate, PositiveInt, Text } from "../shared/schemas.ts"

export const PointsRow = Schema.Struct({ sku: Id, pointsPerUnit: PositiveInt })
export type PointsRow = typeof PointsRow.Type

const Threshold = Schema.Struct({ reach: PositiveInt, keep: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)) })

/** XP to reach levels 2 (creator) and 3 (influencer), and the campaign XP needed to keep them. */
export const LevelThresholds = Schema.Struct({ creator: Threshold, influencer: Threshold })
export type LevelThresholds = typeof LevelThresholds.Type

export const CategoryCaps = Schema.Record(Schema.String, Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)))

export class CampaignDrafted extends Schema.TaggedClass<CampaignDrafted>()("CampaignDrafted", {
  campaignId: Id,
  name: Text,
  country: CountryCode,
  begins: LocalDate,
  ends: LocalDate,
  pointsTable: Schema.Array(PointsRow),
  levels: LevelThresholds,
  categoryCaps: CategoryCaps
}) {}

/** Only while drafting: once open, corrections go through replay, never through history. */
export class PointsTableSet extends Schema.TaggedClass<PointsTableSet>()("PointsTableSet", {
  campaignId: Id,
  pointsTable: Schema.Array(PointsRow)
}) {}

/**
 * A replay applied under a corrected table records it as the campaign's table from then on:
 * later replays (and later sales of an open campaign) use it, so a correction is never undone.
 */
export class PointsTableCorrected extends Schema.TaggedClass<PointsTableCorrected>()("PointsTableCorrected", {
  campaignId: Id,
  pointsTable: Schema.Array(PointsRow),
  reason: Text
}) {}

export class StoreEnrolled extends Schema.TaggedClass<StoreEnrolled>()("StoreEnrolled", { campaignId: Id, storeId: Id }) {}

export class CampaignOpened extends Schema.TaggedClass<CampaignOpened>()("CampaignOpened", { campaignId: Id }) {}

export class CampaignClosed extends Schema.TaggedClass<CampaignClosed>()("CampaignClosed", { campaignId: Id }) {}

export type CampaignEvent = CampaignDrafted | PointsTableSet | PointsTableCorrected | StoreEnrolled | CampaignOpened | CampaignClosed
