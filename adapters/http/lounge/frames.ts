import type Database from "better-sqlite3"

/** One event of a lounge as the live stream sends it: its log position is the SSE `id:`. */
export interface LoungeFrame {
  readonly position: number
  readonly classId: string
  readonly type: string
  readonly data: Readonly<Record<string, unknown>>
}

export interface EventRow {
  readonly position: number
  readonly streamId: string
  readonly type: string
  readonly data: string
}

/** What a viewer needs of each event type; the rest (who opened it) stays in the log. */
const shown: Readonly<Record<string, ReadonlyArray<string>>> = {
  LoungeMessagePosted: ["messageId", "userId", "text", "at"],
  LoungeQuestionAsked: ["questionId", "userId", "text", "at"],
  LoungeQuestionAnswered: ["questionId", "askedBy", "answer"],
  LoungeMessageHidden: ["messageId"],
  LoungeQuestionHidden: ["questionId"],
  LoungeLearnerBlocked: ["learnerId"],
  LoungeLearnerUnblocked: ["learnerId"],
  LoungeClosed: []
}

/**
 * Rows of the log into frames, each built once whatever the number of viewers. Authors' names
 * come from personal data (never in the log), read here so a screen shows who wrote a line.
 */
export const makeFrames = (db: Database.Database) => {
  const nameOf = db.prepare<[string], string>("SELECT full_name FROM personal_data WHERE user_id = ?").pluck()
  return (row: EventRow): LoungeFrame | undefined => {
    const fields = shown[row.type]
    if (fields === undefined) return undefined
    const event = JSON.parse(row.data) as Record<string, unknown>
    const data: Record<string, unknown> = {}
    for (const f of fields) data[f] = event[f]
    if (typeof event["userId"] === "string") data["authorName"] = nameOf.get(event["userId"]) ?? ""
    return { position: row.position, classId: String(event["classId"]), type: row.type, data }
  }
}

const encoder = new TextEncoder()

/** A frame as SSE bytes: `id:` the log position, `event:` its type, `data:` one line of JSON. */
export const sseBytes = (frame: LoungeFrame): Uint8Array =>
  encoder.encode(`id: ${frame.position}\nevent: ${frame.type}\ndata: ${JSON.stringify({ position: frame.position, ...frame.data })}\n\n`)

/** A comment line: keeps proxies and the browser from taking a quiet lounge for a dead connection. */
export const heartbeatBytes = encoder.encode(": heartbeat\n\n")

/** Sent first: the browser waits this long before reconnecting after a drop. */
export const retryBytes = (ms: number) => encoder.encode(`retry: ${ms}\n\n`)
