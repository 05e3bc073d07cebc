import type { ResourceSpec } from "../resource.ts"
import { byLearnerCountry } from "./learnerScope.ts"

/** A topic belongs to its author's country: that country's admins moderate it. */
export const forumTopicsResource: ResourceSpec = {
  name: "forum-topics",
  from: "forum_topics t",
  joins: "LEFT JOIN personal_data pd ON pd.user_id = t.author_id LEFT JOIN courses c ON c.course_id = t.course_id",
  id: "t.topic_id",
  fields: {
    id: "t.topic_id",
    courseId: "t.course_id",
    courseTitle: "c.title",
    title: "t.title",
    authorId: "t.author_id",
    authorName: "pd.full_name",
    country: "(SELECT a.country FROM accounts a WHERE a.user_id = t.author_id)",
    status: "t.status",
    startedAt: "t.started_at",
    lastPostAt: "t.last_post_at",
    replies: "t.replies",
    reports: "t.reports"
  },
  filters: { courseId: "t.course_id", status: "t.status", authorId: "t.author_id" },
  search: ["t.title LIKE ?", "t.course_id LIKE ?"],
  scope: byLearnerCountry("t.author_id"),
  defaultSort: ["lastPostAt", "DESC"],
  roles: ["admin"]
}

/**
 * The moderation queue: every post with its reports, the most reported first (then the latest
 * reported). The body is as written: the console shows it as text, never as HTML.
 */
export const forumPostsResource: ResourceSpec = {
  name: "forum-posts",
  from: "forum_posts p",
  joins: "LEFT JOIN personal_data pd ON pd.user_id = p.author_id LEFT JOIN forum_topics ft ON ft.topic_id = p.topic_id",
  id: "p.topic_id || ':' || p.post_id",
  fields: {
    id: "p.topic_id || ':' || p.post_id",
    topicId: "p.topic_id",
    postId: "p.post_id",
    courseId: "p.course_id",
    topicTitle: "ft.title",
    opening: "p.post_id = p.topic_id",
    authorId: "p.author_id",
    authorName: "pd.full_name",
    country: "(SELECT a.country FROM accounts a JOIN forum_topics x ON x.author_id = a.user_id WHERE x.topic_id = p.topic_id)",
    body: "p.body",
    status: "p.status",
    postedAt: "p.posted_at",
    editedAt: "p.edited_at",
    reports: "p.reports",
    lastReportedAt: "p.last_reported_at",
    removedReason: "p.removed_reason"
  },
  filters: { topicId: "p.topic_id", courseId: "p.course_id", status: "p.status", reports: "p.reports" },
  search: ["p.body LIKE ?"],
  // The topic's country moderates all its posts, whoever wrote them.
  scope: `p.topic_id IN (SELECT topic_id FROM forum_topics WHERE ${byLearnerCountry("author_id")})`,
  booleans: ["opening"],
  defaultSort: ["reports", "DESC"],
  roles: ["admin"]
}
