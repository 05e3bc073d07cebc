import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiSchema } from "effect/http-api"
import { PostBody } from "../../forum/commands.ts"
import { NonEmptyText, Text } from "../../shared/schemas.ts"
import { CommandHeaders, ListQuery, Page } from "./lists.ts"

/** A topic in a course's forum as its list shows it; `mine` when I started it. */
export const ForumTopicSummary = Schema.Struct({
  id: Schema.String,
  topicId: Schema.String,
  courseId: Schema.String,
  title: Schema.String,
  authorName: Schema.String,
  mine: Schema.Boolean,
  status: Schema.Literals(["open", "closed"]),
  startedAt: Schema.String,
  lastPostAt: Schema.String,
  replies: Schema.Number
}).annotate({ identifier: "ForumTopicSummary" })

/** A post as served: its HTML sanitized (nothing in it runs); the opening post's id is the topic's. */
export const ForumPostView = Schema.Struct({
  postId: Schema.String,
  opening: Schema.Boolean,
  authorName: Schema.String,
  mine: Schema.Boolean,
  html: Schema.String,
  postedAt: Schema.String,
  editedAt: Schema.NullOr(Schema.String),
  reportedByMe: Schema.Boolean
}).annotate({ identifier: "ForumPost" })

/** A topic with its posts, oldest first; `canReply` when it is open and I am enrolled in its course. */
export const ForumTopicDetail = Schema.Struct({
  ...ForumTopicSummary.fields,
  enrolled: Schema.Boolean,
  canReply: Schema.Boolean,
  posts: Schema.Array(ForumPostView)
}).annotate({ identifier: "ForumTopicDetail" })

export const NewTopic = Schema.Struct({ title: NonEmptyText, body: PostBody }).annotate({ identifier: "NewForumTopic" })
export const PostText = Schema.Struct({ body: PostBody }).annotate({ identifier: "ForumPostText" })
export const PostReport = Schema.Struct({ reason: Schema.optionalKey(Text) }).annotate({ identifier: "ForumPostReport" })

/** After a delete: whether the topic went with it (its opening post deleted). */
export const PostDeletion = Schema.Struct({ topicId: Schema.String, postId: Schema.String, topicDeleted: Schema.Boolean }).annotate({ identifier: "ForumPostDeletion" })

const course = { id: Schema.String }
const topic = { ...course, topicId: Schema.String }
const post = { ...topic, postId: Schema.String }
const base = "/api/me/courses/:id/forum/topics"

/** A course's forum (DESIGN §4.10) for the learners who may see the course; writing takes an enrolment. */
export const forumEndpoints = {
  topics: HttpApiEndpoint.get("myForumTopics", base, { params: course, query: ListQuery, success: Page(ForumTopicSummary) }),
  start: HttpApiEndpoint.post("startForumTopic", base, { params: course, headers: CommandHeaders, payload: NewTopic, success: ForumTopicDetail.pipe(HttpApiSchema.status(201)) }),
  topic: HttpApiEndpoint.get("myForumTopic", `${base}/:topicId`, { params: topic, success: ForumTopicDetail }),
  reply: HttpApiEndpoint.post("replyToForumTopic", `${base}/:topicId/replies`, { params: topic, headers: CommandHeaders, payload: PostText, success: ForumTopicDetail.pipe(HttpApiSchema.status(201)) }),
  edit: HttpApiEndpoint.put("editForumPost", `${base}/:topicId/posts/:postId`, { params: post, headers: CommandHeaders, payload: PostText, success: ForumTopicDetail }),
  delete: HttpApiEndpoint.delete("deleteForumPost", `${base}/:topicId/posts/:postId`, { params: post, headers: CommandHeaders, success: PostDeletion }),
  report: HttpApiEndpoint.post("reportForumPost", `${base}/:topicId/posts/:postId/report`, { params: post, headers: CommandHeaders, payload: PostReport, success: ForumTopicDetail })
}
