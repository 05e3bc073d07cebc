import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import type { Principal } from "../../../domain/api/security.ts"
import { CourseNotFound } from "../../../domain/course/errors.ts"
import { ForumTopicNotFound } from "../../../domain/forum/errors.ts"
import { sanitizeHtml } from "../../content/sanitizeHtml.ts"
import type { Programme } from "../../programme/Programme.ts"
import { failureOf } from "../errors.ts"
import { ServerContext } from "../ServerContext.ts"
import { page, pageRequest, type ListSpec } from "./lists.ts"
import { idFromKey, submitAsMe } from "./submitAsMe.ts"

const topicList: ListSpec = {
  resource: "forum-topics",
  sortable: { id: "t.topic_id", title: "t.title", startedAt: "t.started_at", lastPostAt: "t.last_post_at", replies: "t.replies" },
  defaultSort: ["lastPostAt", "DESC"],
  tieBreak: "t.topic_id"
}

/** Whether I may see the course (published, or archived while I am in it: as the course page) and am enrolled. */
const courseAccess = (programme: Programme, userId: string, courseId: string) =>
  programme.db
    .prepare<[string, string], { enrolled: number }>(
      `SELECT coalesce(e.enrolled, 0) AS enrolled FROM courses c LEFT JOIN enrolments e ON e.course_id = c.course_id AND e.user_id = ?
       WHERE c.course_id = ? AND (c.status = 'published' OR (c.status = 'archived' AND e.enrolled = 1))`
    )
    .get(userId, courseId)

/** The course's forum, or 404 as the course page answers a course I may not see. */
const visibleCourse = (userId: string, courseId: string) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const access = courseAccess(programme, userId, courseId)
    if (access === undefined) return yield* failureOf(new CourseNotFound({ courseId }))
    return { programme, enrolled: access.enrolled === 1 }
  })

const summaryColumns = `t.topic_id AS topicId, t.course_id AS courseId, t.title, coalesce(pd.full_name, '') AS authorName, t.author_id = @me AS mine,
  t.status, t.started_at AS startedAt, t.last_post_at AS lastPostAt, t.replies`
const summaryFrom = "forum_topics t LEFT JOIN personal_data pd ON pd.user_id = t.author_id"
type SummaryRow = { topicId: string; mine: number } & Record<string, unknown>
const toSummary = (r: SummaryRow) => ({ ...r, id: r.topicId, mine: r.mine === 1 })

type PostRow = { postId: string; topicId: string; authorName: string; mine: number; body: string; postedAt: string; editedAt: string | null; reportedByMe: number }

/** A topic of this course, shown to learners only while open or closed (a deleted or removed one is gone). */
const readTopic = (programme: Programme, userId: string, courseId: string, topicId: string, enrolled: boolean) => {
  const row = programme.db
    .prepare<[Record<string, string>], SummaryRow>(`SELECT ${summaryColumns} FROM ${summaryFrom} WHERE t.topic_id = @topicId AND t.course_id = @courseId AND t.status IN ('open', 'closed')`)
    .get({ me: userId, topicId, courseId })
  if (row === undefined) return undefined
  const posts = programme.db
    .prepare<[Record<string, string>], PostRow>(
      `SELECT p.post_id AS postId, p.topic_id AS topicId, coalesce(pd.full_name, '') AS authorName, p.author_id = @me AS mine, p.body, p.posted_at AS postedAt, p.edited_at AS editedAt,
        EXISTS (SELECT 1 FROM events ev WHERE ev.stream_id = 'forumTopic-' || p.topic_id AND ev.type = 'PostReported' AND json_extract(ev.data, '$.postId') = p.post_id AND json_extract(ev.data, '$.userId') = @me) AS reportedByMe
       FROM forum_posts p LEFT JOIN personal_data pd ON pd.user_id = p.author_id
       WHERE p.topic_id = @topicId AND p.status = 'visible' ORDER BY p.post_id = p.topic_id DESC, p.posted_at, p.rowid`
    )
    .all({ me: userId, topicId })
  const summary = toSummary(row) as ReturnType<typeof toSummary> & { status: "open" | "closed" }
  return {
    ...summary,
    enrolled,
    canReply: enrolled && summary.status === "open",
    posts: posts.map((p) => ({
      postId: p.postId,
      opening: p.postId === p.topicId,
      authorName: p.authorName,
      mine: p.mine === 1,
      // Sanitized on the way out, as HTML activities are: a post written before a sanitizer change is safe too.
      html: sanitizeHtml(p.body),
      postedAt: p.postedAt,
      editedAt: p.editedAt,
      reportedByMe: p.reportedByMe === 1
    }))
  } as never
}

const found = (userId: string, courseId: string, topicId: string) =>
  Effect.gen(function* () {
    const { programme, enrolled } = yield* visibleCourse(userId, courseId)
    const topic = readTopic(programme, userId, courseId, topicId, enrolled)
    return topic === undefined ? yield* failureOf(new ForumTopicNotFound({ topicId })) : topic
  })

/** `GET …/forum/topics`: the course's topics, the latest activity first. */
export const listMyForumTopics = (user: Principal, courseId: string, query: { range?: string | undefined; sort?: string | undefined }) =>
  Effect.gen(function* () {
    const { programme } = yield* visibleCourse(user.userId, courseId)
    const request = yield* pageRequest(query, topicList)
    const where = "t.course_id = @courseId AND t.status IN ('open', 'closed')"
    const params = { me: user.userId, courseId }
    const total = programme.db.prepare<[Record<string, string>], number>(`SELECT count(*) FROM forum_topics t WHERE ${where}`).pluck().get(params) ?? 0
    const rows = programme.db
      .prepare<[Record<string, string | number>], SummaryRow>(`SELECT ${summaryColumns} FROM ${summaryFrom} WHERE ${where} ORDER BY ${request.orderBy} LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: request.limit, offset: request.offset })
    return page(topicList, request, rows.map(toSummary) as Array<never>, total)
  })

export const myForumTopic = (user: Principal, courseId: string, topicId: string) => found(user.userId, courseId, topicId)

/** Ids come from the Idempotency-Key when there is one, so a repeat finds what the first request made. */
const newId = (prefix: string, user: Principal, key: string | undefined) => (key === undefined ? `${prefix}-${randomUUID()}` : idFromKey(prefix, user, key))

export const startMyTopic = (user: Principal, courseId: string, body: { title: string; body: string }, key: string | undefined) =>
  Effect.gen(function* () {
    yield* visibleCourse(user.userId, courseId)
    const topicId = newId("topic", user, key)
    yield* submitAsMe(user, "StartTopic", { topicId, courseId, title: body.title, body: body.body }, key)
    return yield* found(user.userId, courseId, topicId)
  })

/**
 * A command on a topic of this course: a topic of another course (or of a course I may not see)
 * is answered 404 before anything runs, so an id guessed from elsewhere reveals nothing.
 */
const onTopic = (user: Principal, courseId: string, topicId: string, type: string, payload: Record<string, unknown>, key: string | undefined) =>
  Effect.gen(function* () {
    yield* found(user.userId, courseId, topicId)
    yield* submitAsMe(user, type, { topicId, ...payload }, key)
  })

export const replyToMyTopic = (user: Principal, courseId: string, topicId: string, body: string, key: string | undefined) =>
  Effect.andThen(onTopic(user, courseId, topicId, "ReplyToTopic", { postId: newId("post", user, key), body }, key), found(user.userId, courseId, topicId))

export const editMyPost = (user: Principal, courseId: string, topicId: string, postId: string, body: string, key: string | undefined) =>
  Effect.andThen(onTopic(user, courseId, topicId, "EditPost", { postId, body }, key), found(user.userId, courseId, topicId))

export const reportPost = (user: Principal, courseId: string, topicId: string, postId: string, reason: string | undefined, key: string | undefined) =>
  Effect.andThen(onTopic(user, courseId, topicId, "ReportPost", { postId, ...(reason !== undefined ? { reason } : {}) }, key), found(user.userId, courseId, topicId))

export const deleteMyPost = (user: Principal, courseId: string, topicId: string, postId: string, key: string | undefined) =>
  Effect.as(onTopic(user, courseId, topicId, "DeletePost", { postId }, key), { topicId, postId, topicDeleted: postId === topicId })
