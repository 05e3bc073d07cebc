import { Schema } from "effect"
import { Id, LevelNumber, LocalDate, PositiveInt, Text } from "../shared/schemas.ts"

export const SaleLine = Schema.Struct({ sku: Id, quantity: PositiveInt, pointsPerUnit: PositiveInt })

/** Records the points as computed when reported, so an audit or a replay never recomputes blindly. */
export class SaleReported extends Schema.TaggedClass<SaleReported>()("SaleReported", {
  saleId: Id,
  campaignId: Id,
  userId: Id,
  invoiceNumber: Text,
  saleDate: LocalDate,
  storeId: Id,
  chainId: Id,
  observation: Schema.optionalKey(Text),
  lines: Schema.Array(SaleLine),
  invoicePhotoFileId: Schema.optionalKey(Id),
  basePoints: PositiveInt,
  level: LevelNumber,
  creditedPoints: PositiveInt,
  /** Other users who reported the same invoice at the same store: a likely duplicate claim. */
  duplicateOf: Schema.Array(Id)
}) {}

export class SaleApproved extends Schema.TaggedClass<SaleApproved>()("SaleApproved", { saleId: Id, campaignId: Id, userId: Id }) {}

export class SaleReproved extends Schema.TaggedClass<SaleReproved>()("SaleReproved", {
  saleId: Id,
  campaignId: Id,
  userId: Id,
  reason: Text
}) {}

export type SaleEvent = SaleReported | SaleApproved | SaleReproved
