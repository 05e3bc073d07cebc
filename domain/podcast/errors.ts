import { Schema } from "effect"

const S = Schema.String

export class PlaylistAlreadyExists extends Schema.TaggedError<PlaylistAlreadyExists>()("PlaylistAlreadyExists", { playlistId: S }) {
  get code() { return "podcast.playlist_already_exists" as const }
}
/** Also a learner's answer for a playlist not published or of another client: it is not theirs to know. */
export class PlaylistNotFound extends Schema.TaggedError<PlaylistNotFound>()("PlaylistNotFound", { playlistId: S }) {
  get code() { return "podcast.playlist_not_found" as const }
}
export class AudioAlreadyExists extends Schema.TaggedError<AudioAlreadyExists>()("AudioAlreadyExists", { playlistId: S, audioId: S }) {
  get code() { return "podcast.audio_already_exists" as const }
}
export class AudioNotFound extends Schema.TaggedError<AudioNotFound>()("AudioNotFound", { playlistId: S, audioId: S }) {
  get code() { return "podcast.audio_not_found" as const }
}
/** A playlist is published with at least one audio: an empty one would be a dead end for learners. */
export class PlaylistEmpty extends Schema.TaggedError<PlaylistEmpty>()("PlaylistEmpty", { playlistId: S }) {
  get code() { return "podcast.playlist_empty" as const }
}
export class PlaylistStatusConflict extends Schema.TaggedError<PlaylistStatusConflict>()("PlaylistStatusConflict", { playlistId: S, status: S }) {
  get code() { return "podcast.playlist_status" as const }
}
export class ClientUnknown extends Schema.TaggedError<ClientUnknown>()("ClientUnknown", { clientId: S }) {
  get code() { return "podcast.client_unknown" as const }
}
