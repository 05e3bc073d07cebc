import { Schema } from "effect"
import { PointsRow } from "../campaign/events.ts"
import { Id, LevelNumber, NonEmptyText, ListOf, maxItems } from "../shared/schemas.ts"

/** Records a replay's corrected points table as the campaign's table (DESIGN §6). */
export class CorrectPointsTable extends Schema.TaggedClass<CorrectPointsTable>()("CorrectPointsTable", {
  campaignId: Id,
  pointsTable: ListOf(PointsRow, maxItems.pointsTable),
  reason: NonEmptyText
}) {}

/**
 * Appends a replay's compensation for one participant: never an edit of history, always new
 * events. `fromLevel` is the level the replay saw, so a stale correction is refused.
 */
export class CorrectParticipant extends Schema.TaggedClass<CorrectParticipant>()("CorrectParticipant", {
  campaignId: Id,
  userId: Id,
  points: Schema.Int,
  xp: Schema.Int,
  fromLevel: LevelNumber,
  toLevel: LevelNumber,
  reason: NonEmptyText
}) {}
