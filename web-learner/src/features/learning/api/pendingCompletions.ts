import { useQuery, type QueryClient } from "@tanstack/react-query"
import { createStore } from "idb-keyval"
import { api } from "../../../lib/api-client.ts"
import { outbox, useOutboxFlush, type Kept } from "../../../lib/outbox.ts"
import { learningApi } from "./paths.ts"
import type { Detail } from "./types.ts"

/**
 * An activity completed without a connection (a downloaded video watched in airplane mode; issue
 * 48), kept in the app's outbox with its command's Idempotency-Key until the connection returns:
 * the server records it once however often it is sent.
 */
export interface PendingCompletion extends Kept {
  readonly courseId: string
  readonly activityId: string
  /** The class whose player completed it, if any. */
  readonly classId?: string
}

export const pendingCompletionsKey = ["pending-completions"] as const

const completions = outbox<PendingCompletion, Detail>(createStore("vitrine-learner-completions", "pending-completions"), (c) =>
  api<Detail>(learningApi.completion(c.courseId, c.activityId, c.classId), { method: "POST", idempotencyKey: c.key })
)

export const keepCompletion = async (queryClient: QueryClient, completion: PendingCompletion): Promise<void> => {
  await completions.keep(completion)
  await queryClient.invalidateQueries({ queryKey: pendingCompletionsKey })
}

/** My kept completions, oldest first. */
export const usePendingCompletions = (userId: string | undefined) =>
  useQuery({ queryKey: [...pendingCompletionsKey, userId], queryFn: () => completions.pendingOf(userId!), enabled: userId !== undefined, networkMode: "always" })

const flushCompletions = (queryClient: QueryClient, userId: string): Promise<number> =>
  completions.flush(userId, (detail, c) => queryClient.setQueryData(["learning", "course", c.courseId], detail))

/** Sends my kept completions when the app opens online and whenever the connection returns, on any screen. */
export const useFlushPendingCompletions = (userId: string | undefined): void => useOutboxFlush(userId, flushCompletions)
