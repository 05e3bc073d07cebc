import { Schema } from "effect"

const S = Schema.String

export class ForumTopicNotFound extends Schema.TaggedError<ForumTopicNotFound>()("ForumTopicNotFound", { topicId: S }) {
  get code() { return "topic.not_found" as const }
}
export class ForumPostNotFound extends Schema.TaggedError<ForumPostNotFound>()("ForumPostNotFound", { topicId: S, postId: S }) {
  get code() { return "post.not_found" as const }
}
export class ForumTopicAlreadyExists extends Schema.TaggedError<ForumTopicAlreadyExists>()("ForumTopicAlreadyExists", { topicId: S }) {
  get code() { return "topic.already_exists" as const }
}
export class ForumPostAlreadyExists extends Schema.TaggedError<ForumPostAlreadyExists>()("ForumPostAlreadyExists", { postId: S }) {
  get code() { return "post.already_exists" as const }
}
/** DESIGN §4.10: a closed topic takes no reply. */
export class ForumTopicClosed extends Schema.TaggedError<ForumTopicClosed>()("ForumTopicClosed", { topicId: S }) {
  get code() { return "forum.topic_closed" as const }
}
/** Authors edit and delete their own posts only. */
export class ForumNotAuthor extends Schema.TaggedError<ForumNotAuthor>()("ForumNotAuthor", { postId: S }) {
  get code() { return "forum.not_author" as const }
}
export class ForumAlreadyReported extends Schema.TaggedError<ForumAlreadyReported>()("ForumAlreadyReported", { postId: S }) {
  get code() { return "forum.already_reported" as const }
}
export class ForumTopicAlreadyClosed extends Schema.TaggedError<ForumTopicAlreadyClosed>()("ForumTopicAlreadyClosed", { topicId: S }) {
  get code() { return "topic.already_closed" as const }
}
export class ForumTopicNotClosed extends Schema.TaggedError<ForumTopicNotClosed>()("ForumTopicNotClosed", { topicId: S }) {
  get code() { return "topic.not_closed" as const }
}
