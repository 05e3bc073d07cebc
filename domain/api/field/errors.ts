import { Schema } from "effect"

/** The photo names a file that is not one of the learner's uploads (or does not exist). */
export class PhotoFileUnknown extends Schema.TaggedError<PhotoFileUnknown>()("PhotoFileUnknown", { fileId: Schema.String }) {
  get code() { return "photo.file_unknown" as const }
}

/** The learner's client company has rankings turned off (its `ranking` flag, DESIGN §4.7). */
export class RankingDisabled extends Schema.TaggedError<RankingDisabled>()("RankingDisabled", {}) {
  get code() { return "ranking.disabled" as const }
}

/** Not a message of mine (another learner's is not there, as one that does not exist). */
export class InboxMessageNotFound extends Schema.TaggedError<InboxMessageNotFound>()("InboxMessageNotFound", { messageId: Schema.String }) {
  get code() { return "inbox.not_found" as const }
}
