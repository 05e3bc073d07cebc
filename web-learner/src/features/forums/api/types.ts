import type { ForumPostView, ForumTopicDetail, ForumTopicSummary, PostDeletion } from "../../../../../domain/api/me/forums.ts"

/** The forum API's shapes, taken from its contract (STYLE rule 6). */
export type TopicSummary = typeof ForumTopicSummary.Type
export type Topic = typeof ForumTopicDetail.Type
export type Post = typeof ForumPostView.Type
export type Deletion = typeof PostDeletion.Type
