import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/**
 * The course forums (DESIGN §4.10): topics with their standing and every post with its reports.
 * A topic belongs to its author's country (the admin resources read it from accounts): the admins
 * of that country moderate it (courses have no country; learning records belong to their learner's).
 * Handlers read only these tables: a rebuild runs apart from the other read models.
 */
export const forumTopics = sqliteTable(
  "forum_topics",
  {
    topicId: text("topic_id").primaryKey(),
    courseId: text("course_id").notNull(),
    authorId: text("author_id").notNull(),
    title: text("title").notNull(),
    /** `open`, `closed`, or `removed` (by a moderator) / `deleted` (by its author): gone for learners. */
    status: text("status").notNull(),
    startedAt: text("started_at").notNull(),
    lastPostAt: text("last_post_at").notNull(),
    replies: integer("replies").notNull(),
    /** Reports on its posts still shown: the moderation queue puts these first. */
    reports: integer("reports").notNull()
  },
  (t) => [index("forum_topics_course").on(t.courseId, t.lastPostAt), index("forum_topics_author").on(t.authorId)]
)

export const forumPosts = sqliteTable(
  "forum_posts",
  {
    topicId: text("topic_id").notNull(),
    postId: text("post_id").notNull(),
    courseId: text("course_id").notNull(),
    authorId: text("author_id").notNull(),
    /** As written; sanitized when served. */
    body: text("body").notNull(),
    /** `visible`, `deleted` (by its author) or `removed` (by a moderator). */
    status: text("status").notNull(),
    postedAt: text("posted_at").notNull(),
    editedAt: text("edited_at"),
    reports: integer("reports").notNull(),
    lastReportedAt: text("last_reported_at"),
    removedReason: text("removed_reason")
  },
  (t) => [primaryKey({ columns: [t.topicId, t.postId] }), index("forum_posts_reports").on(t.reports, t.lastReportedAt)]
)

export const forumsProjection = defineProjection({
  name: "forums",
  version: 1,
  tables: [forumTopics, forumPosts],
  handlers: (db) => {
    const topic = db.prepare(
      "INSERT INTO forum_topics (topic_id, course_id, author_id, title, status, started_at, last_post_at, replies, reports) VALUES (?, ?, ?, ?, 'open', ?, ?, 0, 0)"
    )
    const post = db.prepare(
      "INSERT INTO forum_posts (topic_id, post_id, course_id, author_id, body, status, posted_at, reports) SELECT ?, ?, course_id, ?, ?, 'visible', ?, 0 FROM forum_topics WHERE topic_id = ?"
    )
    const replied = db.prepare("UPDATE forum_topics SET replies = replies + 1, last_post_at = ? WHERE topic_id = ?")
    const edited = db.prepare("UPDATE forum_posts SET body = ?, edited_at = ? WHERE topic_id = ? AND post_id = ?")
    const reported = db.prepare("UPDATE forum_posts SET reports = reports + 1, last_reported_at = ? WHERE topic_id = ? AND post_id = ?")
    const topicReported = db.prepare("UPDATE forum_topics SET reports = reports + 1 WHERE topic_id = ?")
    const status = db.prepare("UPDATE forum_topics SET status = ? WHERE topic_id = ?")
    const gone = db.prepare("UPDATE forum_posts SET status = ?, removed_reason = ? WHERE topic_id = ? AND post_id = ?")
    // A post gone takes its reports and (a reply) its count with it: nothing is left to moderate there.
    const goneFromTopic = db.prepare(
      "UPDATE forum_topics SET reports = reports - (SELECT reports FROM forum_posts WHERE topic_id = @topicId AND post_id = @postId), replies = replies - (CASE WHEN @postId = @topicId THEN 0 ELSE 1 END) WHERE topic_id = @topicId"
    )
    const vanish = (topicId: string, postId: string, how: "deleted" | "removed", reason: string | null) => {
      goneFromTopic.run({ topicId, postId })
      gone.run(how, reason, topicId, postId)
      if (postId === topicId) status.run(how, topicId)
    }
    return {
      TopicStarted: (e, ev) => {
        topic.run(e.topicId, e.courseId, e.userId, e.title, ev.recordedAt, ev.recordedAt)
        post.run(e.topicId, e.topicId, e.userId, e.body, ev.recordedAt, e.topicId)
      },
      ReplyPosted: (e, ev) => {
        post.run(e.topicId, e.postId, e.userId, e.body, ev.recordedAt, e.topicId)
        replied.run(ev.recordedAt, e.topicId)
      },
      PostEdited: (e, ev) => edited.run(e.body, ev.recordedAt, e.topicId, e.postId),
      PostReported: (e, ev) => {
        reported.run(ev.recordedAt, e.topicId, e.postId)
        topicReported.run(e.topicId)
      },
      PostDeleted: (e) => vanish(e.topicId, e.postId, "deleted", null),
      PostRemoved: (e) => vanish(e.topicId, e.postId, "removed", e.reason ?? null),
      TopicClosed: (e) => status.run("closed", e.topicId),
      TopicReopened: (e) => status.run("open", e.topicId)
    }
  }
})
