import { useQuery, type QueryClient } from "@tanstack/react-query"
import { createStore } from "idb-keyval"
import { outbox, useOutboxFlush, type Kept } from "../../../lib/outbox.ts"
import { commitScorm, type ScormAttempt } from "./scorm.ts"

/**
 * A SCORM commit the package made without a connection (a kept package played offline; issue 48),
 * kept with its Idempotency-Key until the connection returns, then sent in the order the package
 * made them: the server counts each once (by its key, and by its number).
 */
export interface PendingScormCommit extends Kept {
  readonly courseId: string
  readonly activityId: string
  readonly seq: number
  readonly values: Readonly<Record<string, string>>
  readonly finished: boolean
}

export const pendingScormCommitsKey = ["pending-scorm-commits"] as const

const commits = outbox<PendingScormCommit, ScormAttempt>(createStore("vitrine-learner-scorm-commits", "pending-scorm-commits"), (c) =>
  commitScorm(c.courseId, c.activityId, { seq: c.seq, values: { ...c.values }, finished: c.finished }, c.key)
)

export const keepScormCommit = async (queryClient: QueryClient, commit: PendingScormCommit): Promise<void> => {
  await commits.keep(commit)
  await queryClient.invalidateQueries({ queryKey: pendingScormCommitsKey })
}

/** My kept SCORM commits, oldest first. */
export const usePendingScormCommits = (userId: string | undefined) =>
  useQuery({ queryKey: [...pendingScormCommitsKey, userId], queryFn: () => commits.pendingOf(userId!), enabled: userId !== undefined, networkMode: "always" })

const flushCommits = (_: QueryClient, userId: string): Promise<number> => commits.flush(userId, () => undefined)

/** Sends my kept SCORM commits when the app opens online and whenever the connection returns, on any screen. */
export const useFlushPendingScormCommits = (userId: string | undefined): void => useOutboxFlush(userId, flushCommits)
