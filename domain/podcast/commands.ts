import { Schema } from "effect"
import { CodeId, Id, NonEmptyText, Text } from "../shared/schemas.ts"

export class CreatePlaylist extends Schema.TaggedClass<CreatePlaylist>()("CreatePlaylist", {
  playlistId: CodeId,
  clientId: Id,
  title: NonEmptyText,
  description: Schema.optionalKey(Text)
}) {}

export class AddAudio extends Schema.TaggedClass<AddAudio>()("AddAudio", {
  playlistId: Id,
  audioId: CodeId,
  title: NonEmptyText,
  fileId: Id,
  durationSeconds: Schema.Number.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(86_400))
}) {}

export class PublishPlaylist extends Schema.TaggedClass<PublishPlaylist>()("PublishPlaylist", { playlistId: Id }) {}
export class UnpublishPlaylist extends Schema.TaggedClass<UnpublishPlaylist>()("UnpublishPlaylist", { playlistId: Id }) {}

/** The player's report, throttled by the learner app; the position is in seconds from the start. */
export class ReportListening extends Schema.TaggedClass<ReportListening>()("ReportListening", {
  playlistId: Id,
  audioId: Id,
  userId: Id,
  positionSeconds: Schema.Number.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(86_400))
}) {}
