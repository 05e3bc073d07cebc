import { del, set, values, type UseStore } from "idb-keyval"
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
 * stops it (the rest wait for the next "online"), a refusal is kept with its reason.
 */
export const outbox = <E extends Kept, R>(store: UseStore, send: (entry: E) => Promise<R>) => {
  const keep = (entry: E): Promise<void> => set(entry.key, entry, store)
  const forget = (key: string): Promise<void> => del(key, store)
  const pendingOf = async (userId: string): Promise<ReadonlyArray<E>> =>
    ((await values<E>(store)) ?? []).filter((e) => e.userId === userId).sort((a, b) => a.keptAt.localeCompare(b.keptAt))
  let flushing: Promise<void> | undefined
  const flush = (userId: string, onSent: (sent: R, entry: E) => void): Promise<void> =>
    (flushing ??= (async () => {
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
      }
    })().finally(() => {
      flushing = undefined
    }))
  return { keep, forget, pendingOf, flush }
}
