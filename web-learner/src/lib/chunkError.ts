/** SPEC §7: a chunk that has not loaded in 120 seconds has failed. */
export const chunkTimeoutMs = 120_000

/** The browsers' words for a lazy chunk that did not load (Chromium, Firefox, Safari), or our time-out. */
export const isChunkError = (error: unknown): boolean =>
  error instanceof Error && /dynamically imported module|importing a module script failed|chunk/i.test(error.message)

/** A lazy route's loader, failed after SPEC §7's time-out rather than waiting for ever on a stalled network. */
export const withinChunkTime =
  <A,>(load: () => Promise<A>) =>
  (): Promise<A> =>
    Promise.race([load(), new Promise<A>((_, fail) => setTimeout(() => fail(new Error("chunk load timed out")), chunkTimeoutMs))])
