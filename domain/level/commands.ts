import { Schema } from "effect"
import { Id, LevelNumber, NonEmptyText } from "../shared/schemas.ts"

export class ApproveLevelUp extends Schema.TaggedClass<ApproveLevelUp>()("ApproveLevelUp", { userId: Id, toLevel: LevelNumber }) {}

export class RejectLevelUp extends Schema.TaggedClass<RejectLevelUp>()("RejectLevelUp", {
  userId: Id,
  toLevel: LevelNumber,
  reason: NonEmptyText
}) {}
