import { useQueryClient, type QueryClient } from "@tanstack/react-query"
import { del, set, values, type UseStore } from "idb-keyval"
import { useEffect } from "react"
import { ApiError } from "./api-client.ts"

/**
 * A command kept on the device until the connection lets it go (issue 41 item 22, issue 48). Its
 * key is the command's Idempotency-Key: sent twice, half sent or sent from two tabs, it is still
 * one command on the server.
 */
export interface Kept {
  readonly key: string
  /** Whose command: another account logged in on the same phone never sends it. */
  readonly userId: string
  readonly keptAt: string
  /** The server's refusal once it answered (the entry stays, with why, until removed). */
  readonly refusal?: string
}

/**
 * Commands kept in IndexedDB, not in memory: a phone's browser reloads or kills a page in the
 * background, and what the learner did offline must not be lost. `send` carries one entry (with
 * its key); a flush sends a user's entries oldest first, one flush at a time; a network failure
 * stops it (the rest wait for the next try), a refusal is kept with its reason. It answers how many
 * entries the server settled (sent or refused).
 */
export const outbox = <E extends Kept, R>(store: UseStore, send: (entry: E) => Promise<R>) => {
  const keep = (entry: E): Promise<void> => set(entry.key, entry, store)
  const forget = (key: string): Promise<void> => del(key, store)
  const pendingOf = async (userId: string): Promise<ReadonlyArray<E>> =>
    ((await values<E>(store)) ?? []).filter((e) => e.userId === userId).sort((a, b) => a.keptAt.localeCompare(b.keptAt))
  let flushing: Promise<number> | undefined
  const flush = (userId: string, onSent: (sent: R, entry: E) => void): Promise<number> =>
    (flushing ??= (async () => {
      let settled = 0
      for (const entry of await pendingOf(userId)) {
        if (entry.refusal !== undefined) continue
        try {
          const sent = await send(entry)
          await forget(entry.key)
          onSent(sent, entry)
        } catch (e) {
          if (!(e instanceof ApiError)) break
          await keep({ ...entry, refusal: e.message })
        }
        settled++
      }
      return settled
    })().finally(() => {
      flushing = undefined
    }))
  return { keep, forget, pendingOf, flush }
}

/**
 * Sends a user's kept commands when the app opens online, whenever the connection returns, and
 * every ten seconds: a browser may keep saying online with no network (and then never say
 * "online" again). With nothing kept a try is one IndexedDB read; the screens' data is asked for
 * again only when the server settled something. `flush` is a module's function (a stable identity).
 */
export const useOutboxFlush = (userId: string | undefined, flush: (queryClient: QueryClient, userId: string) => Promise<number>): void => {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (userId === undefined) return
    const go = () =>
      void (
        navigator.onLine &&
        flush(queryClient, userId).then(
          (settled) => void (settled > 0 && queryClient.invalidateQueries()),
          () => undefined
        )
      )
    go()
    window.addEventListener("online", go)
    const again = setInterval(go, 10_000)
    return () => {
      window.removeEventListener("online", go)
      clearInterval(again)
    }
  }, [queryClient, userId, flush])
}
