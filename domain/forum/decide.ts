import { Effect } from "effect"
import { defineCommand, type States } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { course } from "../course/aggregate.ts"
import { enrolment } from "../enrolment/aggregate.ts"
import { requireEnrolled, requireRunning } from "../enrolment/guards.ts"
import { CloseTopic, DeletePost, EditPost, RemovePost, ReopenTopic, ReplyToTopic, ReportPost, StartTopic } from "./commands.ts"
import {
  ForumAlreadyReported,
  ForumNotAuthor,
  ForumPostAlreadyExists,
  ForumPostNotFound,
  ForumTopicAlreadyClosed,
  ForumTopicAlreadyExists,
  ForumTopicClosed,
  ForumTopicNotClosed,
  ForumTopicNotFound
} from "./errors.ts"
import { PostDeleted, PostEdited, PostRemoved, PostReported, ReplyPosted, TopicClosed, TopicReopened, TopicStarted } from "./events.ts"
import { forumTopic, type TopicState } from "./state.ts"

type Topic = TopicState & { exists: true }

/** A topic gone (its opening post deleted or removed) is as absent as one never started. */
const requireTopic = (topicId: string, s: TopicState) => (s.exists && !s.gone ? Effect.succeed(s) : Effect.fail(new ForumTopicNotFound({ topicId })))

const requirePost = (topicId: string, postId: string, t: Topic) => {
  const p = t.posts.get(postId)
  return p !== undefined && !p.gone ? Effect.succeed(p) : Effect.fail(new ForumPostNotFound({ topicId, postId }))
}

/** Only those enrolled in the course take part (an archived course's learners still may). */
const requireMember = (courseId: string, userId: string, states: States) =>
  Effect.gen(function* () {
    yield* requireRunning(courseId, states.of(course(courseId)), true)
    yield* requireEnrolled(courseId, userId, states.of(enrolment(courseId, userId)))
  })

export const startTopic = defineCommand<StartTopic, Lookups>({
  schema: StartTopic,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (states.of(forumTopic(c.topicId)).exists) return yield* new ForumTopicAlreadyExists({ topicId: c.topicId })
      yield* requireMember(c.courseId, c.userId, states)
      const { _tag, ...fields } = c
      return [new TopicStarted(fields)]
    })
})

export const replyToTopic = defineCommand<ReplyToTopic, Lookups>({
  schema: ReplyToTopic,
  decide: (c, states) =>
    Effect.gen(function* () {
      const t = yield* requireTopic(c.topicId, states.of(forumTopic(c.topicId)))
      if (t.closed) return yield* new ForumTopicClosed({ topicId: c.topicId })
      if (t.posts.has(c.postId)) return yield* new ForumPostAlreadyExists({ postId: c.postId })
      yield* requireMember(t.courseId, c.userId, states)
      return [new ReplyPosted({ topicId: c.topicId, postId: c.postId, courseId: t.courseId, userId: c.userId, topicAuthorId: t.authorId, topicTitle: t.title, body: c.body })]
    })
})

/** The post, if the one asking wrote it: another's post is `forum.not_author`. */
const ownPost = (topicId: string, postId: string, userId: string, s: TopicState) =>
  Effect.gen(function* () {
    const t = yield* requireTopic(topicId, s)
    const p = yield* requirePost(topicId, postId, t)
    if (p.authorId !== userId) return yield* new ForumNotAuthor({ postId })
    return t
  })

export const editPost = defineCommand<EditPost, Lookups>({
  schema: EditPost,
  decide: (c, states) =>
    Effect.gen(function* () {
      const t = yield* ownPost(c.topicId, c.postId, c.userId, states.of(forumTopic(c.topicId)))
      // A closed topic is settled: its posts stay as they were when it closed.
      if (t.closed) return yield* new ForumTopicClosed({ topicId: c.topicId })
      return [new PostEdited({ topicId: c.topicId, postId: c.postId, userId: c.userId, body: c.body })]
    })
})

export const deletePost = defineCommand<DeletePost, Lookups>({
  schema: DeletePost,
  decide: (c, states) =>
    Effect.gen(function* () {
      yield* ownPost(c.topicId, c.postId, c.userId, states.of(forumTopic(c.topicId)))
      return [new PostDeleted({ topicId: c.topicId, postId: c.postId, userId: c.userId })]
    })
})

export const reportPost = defineCommand<ReportPost, Lookups>({
  schema: ReportPost,
  decide: (c, states) =>
    Effect.gen(function* () {
      const t = yield* requireTopic(c.topicId, states.of(forumTopic(c.topicId)))
      const p = yield* requirePost(c.topicId, c.postId, t)
      yield* requireMember(t.courseId, c.userId, states)
      if (p.reportedBy.has(c.userId)) return yield* new ForumAlreadyReported({ postId: c.postId })
      return [new PostReported({ topicId: c.topicId, postId: c.postId, courseId: t.courseId, userId: c.userId, ...(c.reason !== undefined ? { reason: c.reason } : {}) })]
    })
})

export const closeTopic = defineCommand<CloseTopic, Lookups>({
  schema: CloseTopic,
  decide: (c, states) =>
    Effect.gen(function* () {
      const t = yield* requireTopic(c.topicId, states.of(forumTopic(c.topicId)))
      if (t.closed) return yield* new ForumTopicAlreadyClosed({ topicId: c.topicId })
      return [new TopicClosed({ topicId: c.topicId, courseId: t.courseId })]
    })
})

export const reopenTopic = defineCommand<ReopenTopic, Lookups>({
  schema: ReopenTopic,
  decide: (c, states) =>
    Effect.gen(function* () {
      const t = yield* requireTopic(c.topicId, states.of(forumTopic(c.topicId)))
      if (!t.closed) return yield* new ForumTopicNotClosed({ topicId: c.topicId })
      return [new TopicReopened({ topicId: c.topicId, courseId: t.courseId })]
    })
})

export const removePost = defineCommand<RemovePost, Lookups>({
  schema: RemovePost,
  decide: (c, states) =>
    Effect.gen(function* () {
      const t = yield* requireTopic(c.topicId, states.of(forumTopic(c.topicId)))
      yield* requirePost(c.topicId, c.postId, t)
      return [new PostRemoved({ topicId: c.topicId, postId: c.postId, ...(c.reason !== undefined ? { reason: c.reason } : {}) })]
    })
})
