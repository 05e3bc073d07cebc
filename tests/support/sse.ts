/** One server-sent event as a client reads it: `id`, `event` and the JSON of `data`. */
export interface SseEvent {
  readonly id: string | undefined
  readonly event: string
  readonly data: Record<string, unknown>
}

/**
 * A server-sent events client over fetch (Node has no EventSource): it keeps every event and
 * comment received, and `until` answers once the events received satisfy a condition — no
 * timers: the test's own timeout bounds the wait.
 */
export const openSse = async (url: string, headers: Record<string, string> = {}) => {
  const abort = new AbortController()
  const response = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: abort.signal })
  const events: Array<SseEvent> = []
  const comments: Array<string> = []
  const waiting: Array<() => void> = []
  const wake = () => {
    for (const w of waiting.splice(0)) w()
  }
  let ended = false
  const read = async () => {
    if (!response.ok || response.body === null) return
    const decoder = new TextDecoder()
    let buffer = ""
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true })
        let cut: number
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut)
          buffer = buffer.slice(cut + 2)
          const fields = new Map<string, string>()
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) comments.push(line.slice(1).trim())
            else {
              const at = line.indexOf(":")
              if (at > 0) fields.set(line.slice(0, at), line.slice(at + 1).trimStart())
            }
          }
          if (fields.has("data")) events.push({ id: fields.get("id"), event: fields.get("event") ?? "message", data: JSON.parse(fields.get("data")!) as Record<string, unknown> })
        }
        wake()
      }
    } catch {
      // Aborted by `close`.
    } finally {
      ended = true
      wake()
    }
  }
  void read()
  const until = async (done: (events: ReadonlyArray<SseEvent>, comments: ReadonlyArray<string>) => boolean): Promise<ReadonlyArray<SseEvent>> => {
    while (!done(events, comments)) {
      if (ended) throw new Error(`the stream ended before the condition held; received ${JSON.stringify(events)}`)
      await new Promise<void>((resolve) => waiting.push(resolve))
    }
    return events
  }
  return { response, events, comments, until, close: () => abort.abort() }
}
