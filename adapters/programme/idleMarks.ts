/** Stands in the stream for "the source has kept its reader waiting". */
export const IDLE: unique symbol = Symbol("idle")

/**
 * The source's items, and IDLE once whenever the next one keeps its reader waiting `ms`: a pipe
 * fed slowly (`tail -f`, an export over the network) can then commit what it has, instead of
 * holding a batch open until it fills. One interval checks every waiting read, so an item that
 * comes at once costs a race, not a timer.
 *
 * Ending early does not wait for a read still pending (a pipe that may never speak again): its
 * owner closes the input, and the source then ends.
 */
export async function* idleMarks<T>(source: AsyncIterable<T>, ms: number): AsyncGenerator<T | typeof IDLE> {
  const it = source[Symbol.asyncIterator]()
  let wake: ((idle: typeof IDLE) => void) | undefined
  let since = 0
  const tick = setInterval(
    () => {
      if (wake !== undefined && Date.now() - since >= ms) {
        wake(IDLE)
        wake = undefined
      }
    },
    Math.max(5, ms / 4)
  ).unref()
  let ended = false
  try {
    for (;;) {
      const next = it.next()
      since = Date.now()
      let got = await Promise.race([next, new Promise<typeof IDLE>((resolve) => (wake = resolve))])
      wake = undefined
      if (got === IDLE) {
        yield IDLE
        got = await next
      }
      if (got.done) {
        ended = true
        return
      }
      yield got.value
    }
  } finally {
    clearInterval(tick)
    if (!ended) it.return?.()?.catch(() => {})
  }
}
