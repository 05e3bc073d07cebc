import { Effect } from "effect"
import { ServerContext } from "../ServerContext.ts"
import { requireScope } from "../scope.ts"
import { oneRecord } from "./readResource.ts"
import { forumPostsResource, forumTopicsResource } from "./resources/forums.ts"
import { idempotencyKey, runAsAdmin } from "./runCommand.ts"

/**
 * Moderation (DESIGN §4.10) by the admins of the topic's country: another country's topic or post
 * is a 404 before anything runs, as if absent. Answers the record after the command.
 */
export const moderateTopic = (topicId: string, type: "CloseTopic" | "ReopenTopic") =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin")
    const { programme } = yield* ServerContext
    yield* oneRecord(programme.db, forumTopicsResource, topicId, scope)
    yield* runAsAdmin(type, { topicId }, yield* idempotencyKey)
    return yield* oneRecord(programme.db, forumTopicsResource, topicId, scope)
  })

/** `:id` is the post record's, `<topicId>:<postId>`: the row says which part is which. */
export const removeForumPost = (id: string, reason: string | undefined) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin")
    const { programme } = yield* ServerContext
    const post = (yield* oneRecord(programme.db, forumPostsResource, id, scope)) as { topicId: string; postId: string }
    yield* runAsAdmin("RemovePost", { topicId: post.topicId, postId: post.postId, ...(reason !== undefined && reason !== "" ? { reason } : {}) }, yield* idempotencyKey)
    return yield* oneRecord(programme.db, forumPostsResource, id, scope)
  })
