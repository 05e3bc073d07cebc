import type { EncodedAppend, EncodedEvent } from "../store/SqliteEventLog.ts"

/**
 * A decided command as a pipelined import's deciding thread (importPipeline.ts) hands it to its
 * writer thread (importWriter.ts): one string of JSON texts, in the form the log stores them.
 *
 * The deciding thread encodes each event's data and metadata and the command's idempotency record
 * once, as the rows hold them; the writer queues those strings as they are and parses only the
 * events' data, which the inline read models fold. Sent as one JSON document instead, each command
 * was stringified here, parsed there, and its data, metadata and record stringified again: 57 s of
 * the writer thread's 290 busy seconds on the default bench programme.
 *
 * The parts are joined by U+0001, which JSON.stringify always escapes: a rejection is
 * `header ␁ record`, an accepted command `header ␁ record ␁ person (empty when none is kept)`,
 * then for each event its metadata when it differs from the previous event's, and its data. The
 * header is the JSON array [commandId, recordedAt, firstPosition, then for each event streamId,
 * version, type, eventId, 1 when its metadata part comes first else 0]. A string rather than
 * objects also dies young: see `seal` in importPipeline.ts.
 */

const SEPARATOR = "\u0001"

export interface DecidedCommand {
  readonly commandId: string
  readonly recordedAt: string
  /** The command record's outcome as the log stores it (JSON): for an append, with its expected versions and result. */
  readonly record: string
  /** Absent for a rejection. */
  readonly accepted?: EncodedAppend & {
    /** The command as JSON, when it keeps personal data (RegisterAccount, SignUp, ChangeProfile, EraseAccount). */
    readonly person?: string
  }
}

export const encodeDecided = (c: DecidedCommand): string => {
  const a = c.accepted
  if (a === undefined) return JSON.stringify([c.commandId, c.recordedAt]) + SEPARATOR + c.record
  const header: Array<string | number> = [c.commandId, c.recordedAt, a.firstPosition]
  let rest = ""
  let metadata: string | undefined
  for (const e of a.events) {
    const fresh = e.metadata !== metadata
    header.push(e.streamId, e.version, e.type, e.eventId, fresh ? 1 : 0)
    if (fresh) rest += SEPARATOR + (metadata = e.metadata)
    rest += SEPARATOR + e.data
  }
  return JSON.stringify(header) + SEPARATOR + c.record + SEPARATOR + (a.person ?? "") + rest
}

export const decodeDecided = (s: string): DecidedCommand => {
  const parts = s.split(SEPARATOR)
  const header = JSON.parse(parts[0]!) as Array<string | number>
  const commandId = header[0] as string
  const recordedAt = header[1] as string
  const record = parts[1]!
  if (parts.length === 2) return { commandId, recordedAt, record }
  const events: Array<EncodedEvent> = []
  let part = 3
  let metadata = ""
  for (let i = 3; i < header.length; i += 5) {
    if (header[i + 4] === 1) metadata = parts[part++]!
    events.push({ streamId: header[i] as string, version: header[i + 1] as number, type: header[i + 2] as string, eventId: header[i + 3] as string, metadata, data: parts[part++]! })
  }
  const person = parts[2]!
  return { commandId, recordedAt, record, accepted: { firstPosition: header[2] as number, events, ...(person === "" ? {} : { person }) } }
}
