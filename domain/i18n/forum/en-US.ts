import type { forumPtBR } from "./pt-BR.ts"

export const forumEnUS: Record<keyof typeof forumPtBR, string> = {
  "topic.not_found": "We could not find topic {topicId}.",
  "post.not_found": "We could not find post {postId}.",
  "topic.already_exists": "A topic with id {topicId} already exists.",
  "post.already_exists": "A post with id {postId} already exists.",
  "forum.topic_closed": "This topic is closed: it takes no more replies or edits.",
  "forum.not_author": "Only the person who wrote a post can edit or delete it.",
  "forum.already_reported": "You have already reported this post; the moderators will review it.",
  "topic.already_closed": "This topic is already closed.",
  "topic.not_closed": "This topic is already open."
}
