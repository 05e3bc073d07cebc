import type { AppendToStream } from "../../domain/shared/eventStore.ts"

/**
 * The k-th command of the crash test, the same in the writer and in the checks: one to three
 * streams, one to four events each, its command id in every event's metadata.
 */
export const crashCommand = (k: number, versionOf: (streamId: string) => number) => {
  const commandId = `cmd-${k}`
  const streams = Array.from({ length: 1 + (k % 3) }, (_, i) => `acct-${(k * 7 + i * 3) % 20}`)
  let n = 0
  const append: Array<AppendToStream> = streams.map((streamId, i) => ({
    streamId,
    expected: versionOf(streamId),
    events: Array.from({ length: 1 + ((k + i) % 4) }, () => ({
      eventId: `${commandId}#${++n}`,
      type: "Added",
      data: { n: (k % 17) - 8 },
      metadata: { commandId }
    }))
  }))
  return { commandId, append, events: n }
}
