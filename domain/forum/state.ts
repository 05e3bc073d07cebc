import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { PostDeleted, PostEdited, PostRemoved, PostReported, ReplyPosted, TopicClosed, TopicReopened, TopicStarted, type ForumEvent } from "./events.ts"

export interface PostState {
  readonly authorId: string
  /** Deleted by its author or removed by a moderator: gone for everyone. */
  readonly gone: boolean
  readonly reportedBy: ReadonlySet<string>
}

export type TopicState =
  | { readonly exists: false }
  | {
      readonly exists: true
      readonly courseId: string
      readonly authorId: string
      readonly title: string
      readonly closed: boolean
      /** Its opening post deleted or removed. */
      readonly gone: boolean
      readonly posts: ReadonlyMap<string, PostState>
    }

const withPost = (s: TopicState & { exists: true }, postId: string, change: (p: PostState) => PostState): TopicState => {
  const p = s.posts.get(postId)
  return p === undefined ? s : { ...s, posts: new Map(s.posts).set(postId, change(p)) }
}

const gone = (s: TopicState, topicId: string, postId: string): TopicState =>
  !s.exists ? s : { ...(withPost(s, postId, (p) => ({ ...p, gone: true })) as TopicState & { exists: true }), gone: s.gone || postId === topicId }

export const evolve = (s: TopicState, e: ForumEvent): TopicState => {
  switch (e._tag) {
    case "TopicStarted":
      return { exists: true, courseId: e.courseId, authorId: e.userId, title: e.title, closed: false, gone: false, posts: new Map([[e.topicId, { authorId: e.userId, gone: false, reportedBy: new Set() }]]) }
    case "ReplyPosted":
      return s.exists ? { ...s, posts: new Map(s.posts).set(e.postId, { authorId: e.userId, gone: false, reportedBy: new Set() }) } : s
    case "PostEdited":
      return s
    case "PostReported":
      return s.exists ? withPost(s, e.postId, (p) => ({ ...p, reportedBy: new Set(p.reportedBy).add(e.userId) })) : s
    case "PostDeleted":
    case "PostRemoved":
      return gone(s, e.topicId, e.postId)
    case "TopicClosed":
      return s.exists ? { ...s, closed: true } : s
    case "TopicReopened":
      return s.exists ? { ...s, closed: false } : s
  }
}

/** One stream per topic, its replies included: a close and a reply are judged on the same version. */
export const ForumTopic: Aggregate<TopicState, ForumEvent> = {
  name: "forumTopic",
  initialState: { exists: false },
  evolve,
  events: [TopicStarted, ReplyPosted, PostEdited, PostDeleted, PostReported, TopicClosed, TopicReopened, PostRemoved],
  streamOf: (e) => `forumTopic-${e.topicId}`
}

export const forumTopic = (topicId: string) => streamRef(ForumTopic, topicId)
