import { Schema } from "effect"
import { Id, NonEmptyText, Text } from "../shared/schemas.ts"

/** A playlist belongs to one client company: only its members hear it (DESIGN §4.10). */
export class PlaylistCreated extends Schema.TaggedClass<PlaylistCreated>()("PlaylistCreated", {
  playlistId: Id,
  clientId: Id,
  title: NonEmptyText,
  description: Schema.optionalKey(Text)
}) {}

/** An uploaded audio file (`POST /api/files/media`) with its length, which progress is measured against. */
export class AudioAdded extends Schema.TaggedClass<AudioAdded>()("AudioAdded", {
  playlistId: Id,
  audioId: Id,
  title: NonEmptyText,
  fileId: Id,
  durationSeconds: Schema.Number
}) {}

export class PlaylistPublished extends Schema.TaggedClass<PlaylistPublished>()("PlaylistPublished", { playlistId: Id }) {}
export class PlaylistUnpublished extends Schema.TaggedClass<PlaylistUnpublished>()("PlaylistUnpublished", { playlistId: Id }) {}

export type PlaylistEvent = PlaylistCreated | AudioAdded | PlaylistPublished | PlaylistUnpublished

/** Where a learner stopped in an audio; `completed` once they reached its end, and it stays so. */
export class ListeningReported extends Schema.TaggedClass<ListeningReported>()("ListeningReported", {
  playlistId: Id,
  audioId: Id,
  userId: Id,
  positionSeconds: Schema.Number,
  completed: Schema.Boolean
}) {}

export type ListeningEvent = ListeningReported
