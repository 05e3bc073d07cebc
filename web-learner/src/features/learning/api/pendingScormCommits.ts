import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { createStore } from "idb-keyval"
import { outbox, type Kept } from "../../../lib/outbox.ts"
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

/** Sends my kept SCORM commits when the app opens online, whenever the connection returns, and every ten seconds. */
export const useFlushPendingScormCommits = (userId: string | undefined): void => {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (userId === undefined) return
    const go = () =>
      void (
        navigator.onLine &&
        commits.flush(userId, () => undefined).finally(() => void queryClient.invalidateQueries())
      )
    go()
    window.addEventListener("online", go)
    // A browser may keep saying online with no network (and then never say "online" again): the
    // kept commits are tried again now and then too; with none kept, a try is one IndexedDB read.
    const again = setInterval(go, 10_000)
    return () => {
      window.removeEventListener("online", go)
      clearInterval(again)
    }
  }, [queryClient, userId])
}
