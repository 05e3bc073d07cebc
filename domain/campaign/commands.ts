import { Schema } from "effect"
import { CountryCode } from "../rules/countries.ts"
import { Id, LocalDate, NonEmptyText, ListOf, maxItems } from "../shared/schemas.ts"
import { CategoryCaps, LevelThresholds, PointsRow } from "./events.ts"

export class DraftCampaign extends Schema.TaggedClass<DraftCampaign>()("DraftCampaign", {
  campaignId: Id,
  name: NonEmptyText,
  country: CountryCode,
  begins: LocalDate,
  ends: LocalDate,
  pointsTable: ListOf(PointsRow, maxItems.pointsTable),
  levels: LevelThresholds,
  categoryCaps: Schema.optionalKey(CategoryCaps)
}) {}

export class SetPointsTable extends Schema.TaggedClass<SetPointsTable>()("SetPointsTable", {
  campaignId: Id,
  pointsTable: ListOf(PointsRow, maxItems.pointsTable)
}) {}

export class EnrollStore extends Schema.TaggedClass<EnrollStore>()("EnrollStore", { campaignId: Id, storeId: Id }) {}

export class OpenCampaign extends Schema.TaggedClass<OpenCampaign>()("OpenCampaign", { campaignId: Id }) {}

export class CloseCampaign extends Schema.TaggedClass<CloseCampaign>()("CloseCampaign", { campaignId: Id }) {}
