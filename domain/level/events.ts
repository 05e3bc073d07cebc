import { Schema } from "effect"
import { Id, LevelNumber, PositiveInt, Text } from "../shared/schemas.ts"

const member = { userId: Id, campaignId: Id }

/** Experience points are the base (unmultiplied) points of a sale. */
export class XpGained extends Schema.TaggedClass<XpGained>()("XpGained", { ...member, saleId: Id, xp: PositiveInt }) {}

/** A course's first approval while a campaign runs: the base of its `course:<id>` entry as XP. */
export class TrainingXpGained extends Schema.TaggedClass<TrainingXpGained>()("TrainingXpGained", { ...member, courseId: Id, xp: PositiveInt }) {}

export class XpRevoked extends Schema.TaggedClass<XpRevoked>()("XpRevoked", { ...member, saleId: Id, xp: PositiveInt }) {}

/** Opened automatically when the campaign XP reaches the next threshold; counts these sales. */
export class LevelUpRequested extends Schema.TaggedClass<LevelUpRequested>()("LevelUpRequested", {
  ...member,
  toLevel: LevelNumber,
  countedSaleIds: Schema.Array(Id)
}) {}

export class LevelUpApproved extends Schema.TaggedClass<LevelUpApproved>()("LevelUpApproved", { ...member, toLevel: LevelNumber }) {}

export class LevelUpRejected extends Schema.TaggedClass<LevelUpRejected>()("LevelUpRejected", { ...member, toLevel: LevelNumber, reason: Text }) {}

/** A counted sale was reproved: the request no longer stands on audited sales. */
export class LevelUpRequestCancelled extends Schema.TaggedClass<LevelUpRequestCancelled>()("LevelUpRequestCancelled", {
  ...member,
  toLevel: LevelNumber,
  reason: Text
}) {}

/** At a campaign's close, below the keep-minimum: one level down, effective for the next campaign. */
export class LevelFell extends Schema.TaggedClass<LevelFell>()("LevelFell", {
  ...member,
  fromLevel: LevelNumber,
  toLevel: LevelNumber,
  campaignXp: Schema.Int
}) {}

/** A replay's compensation of a campaign's XP (signed). */
export class XpCorrected extends Schema.TaggedClass<XpCorrected>()("XpCorrected", { ...member, xp: Schema.Int, reason: Text }) {}

/** A replay's compensation of the level a campaign's rules lead to. */
export class LevelCorrected extends Schema.TaggedClass<LevelCorrected>()("LevelCorrected", {
  ...member,
  fromLevel: LevelNumber,
  toLevel: LevelNumber,
  reason: Text
}) {}

export type LevelEvent = XpGained | TrainingXpGained | XpRevoked | LevelUpRequested | LevelUpApproved | LevelUpRejected | LevelUpRequestCancelled | LevelFell | XpCorrected | LevelCorrected
