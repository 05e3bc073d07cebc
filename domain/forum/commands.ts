import { Schema } from "effect"
import { Id, NonEmptyText, Text } from "../shared/schemas.ts"

/** A post's text: HTML as typed (sanitized when served, as HTML activities are), at most 10,000 characters. */
export const PostBody = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(10_000))

/** A learner enrolled in the course opens a topic; its opening post shares the topic's id. */
export class StartTopic extends Schema.TaggedClass<StartTopic>()("StartTopic", { topicId: Id, courseId: Id, userId: Id, title: NonEmptyText, body: PostBody }) {}

export class ReplyToTopic extends Schema.TaggedClass<ReplyToTopic>()("ReplyToTopic", { topicId: Id, postId: Id, userId: Id, body: PostBody }) {}

/** Authors edit and delete their own posts only (`postId` is the topic's id for the opening post). */
export class EditPost extends Schema.TaggedClass<EditPost>()("EditPost", { topicId: Id, postId: Id, userId: Id, body: PostBody }) {}
export class DeletePost extends Schema.TaggedClass<DeletePost>()("DeletePost", { topicId: Id, postId: Id, userId: Id }) {}

/** Anyone enrolled reports a post to the course's moderators, once. */
export class ReportPost extends Schema.TaggedClass<ReportPost>()("ReportPost", { topicId: Id, postId: Id, userId: Id, reason: Schema.optionalKey(Text) }) {}

/** Moderation (admins of the topic's country): close, reopen, remove. */
export class CloseTopic extends Schema.TaggedClass<CloseTopic>()("CloseTopic", { topicId: Id }) {}
export class ReopenTopic extends Schema.TaggedClass<ReopenTopic>()("ReopenTopic", { topicId: Id }) {}
export class RemovePost extends Schema.TaggedClass<RemovePost>()("RemovePost", { topicId: Id, postId: Id, reason: Schema.optionalKey(Text) }) {}
