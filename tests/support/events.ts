import type { AppendToStream, ExpectedVersion, NewEvent } from "../../domain/shared/eventStore.ts"

let counter = 0

/** A test event: `Added` with a number to sum, and a unique id unless one is given. */
export const added = (n = 1, eventId = `ev-${process.pid}-${++counter}`): NewEvent => ({ eventId, type: "Added", data: { n } })

export const to = (streamId: string, expected: ExpectedVersion, ...events: ReadonlyArray<NewEvent>): AppendToStream => ({
  streamId,
  expected,
  events
})

/** `count` fresh `Added` events. */
export const someEvents = (count: number, n = 1): Array<NewEvent> => Array.from({ length: count }, () => added(n))
