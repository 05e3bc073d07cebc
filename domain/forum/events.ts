import { Schema } from "effect"
import { Id, Text } from "../shared/schemas.ts"

/** `userId` is the author; the opening post's id is the topic's. */
export class TopicStarted extends Schema.TaggedClass<TopicStarted>()("TopicStarted", { topicId: Id, courseId: Id, userId: Id, title: Text, body: Schema.String }) {}

/**
 * A reply carries what the topic author's inbox needs without reading the topic: whose topic it
 * is, its title and course (the inbox tells the author someone answered).
 */
export class ReplyPosted extends Schema.TaggedClass<ReplyPosted>()("ReplyPosted", {
  topicId: Id,
  postId: Id,
  courseId: Id,
  userId: Id,
  topicAuthorId: Id,
  topicTitle: Text,
  body: Schema.String
}) {}

export class PostEdited extends Schema.TaggedClass<PostEdited>()("PostEdited", { topicId: Id, postId: Id, userId: Id, body: Schema.String }) {}
/** Deleting the opening post deletes the topic. */
export class PostDeleted extends Schema.TaggedClass<PostDeleted>()("PostDeleted", { topicId: Id, postId: Id, userId: Id }) {}
export class PostReported extends Schema.TaggedClass<PostReported>()("PostReported", { topicId: Id, postId: Id, courseId: Id, userId: Id, reason: Schema.optionalKey(Text) }) {}
export class TopicClosed extends Schema.TaggedClass<TopicClosed>()("TopicClosed", { topicId: Id, courseId: Id }) {}
export class TopicReopened extends Schema.TaggedClass<TopicReopened>()("TopicReopened", { topicId: Id, courseId: Id }) {}
/** A moderator's removal; of the opening post, the whole topic. */
export class PostRemoved extends Schema.TaggedClass<PostRemoved>()("PostRemoved", { topicId: Id, postId: Id, reason: Schema.optionalKey(Text) }) {}

export type ForumEvent = TopicStarted | ReplyPosted | PostEdited | PostDeleted | PostReported | TopicClosed | TopicReopened | PostRemoved
