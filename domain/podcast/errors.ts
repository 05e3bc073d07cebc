import { Schema } from "effect"

const S = Schema.String

export class PlaylistAlreadyExists extends Schema.TaggedError<PlaylistAlreadyExists>()("PlaylistAlreadyExists", { playlistId: S }) {
  get code() { return "playlist.already_exists" as const }
}
/** Also a learner's answer for a playlist not published or of another client: it is not theirs to know. */
export class PlaylistNotFound extends Schema.TaggedError<PlaylistNotFound>()("PlaylistNotFound", { playlistId: S }) {
  get code() { return "playlist.not_found" as const }
}
export class AudioAlreadyExists extends Schema.TaggedError<AudioAlreadyExists>()("AudioAlreadyExists", { playlistId: S, audioId: S }) {
  get code() { return "audio.already_exists" as const }
}
export class AudioNotFound extends Schema.TaggedError<AudioNotFound>()("AudioNotFound", { playlistId: S, audioId: S }) {
  get code() { return "audio.not_found" as const }
}
/** A playlist is published with at least one audio: an empty one would be a dead end for learners. */
export class PlaylistEmpty extends Schema.TaggedError<PlaylistEmpty>()("PlaylistEmpty", { playlistId: S }) {
  get code() { return "playlist.empty" as const }
}
export class PlaylistStatusConflict extends Schema.TaggedError<PlaylistStatusConflict>()("PlaylistStatusConflict", { playlistId: S, status: S }) {
  get code() { return "playlist.status" as const }
}
export class ClientUnknown extends Schema.TaggedError<ClientUnknown>()("ClientUnknown", { clientId: S }) {
  get code() { return "playlist.client_unknown" as const }
}
