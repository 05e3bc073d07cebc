import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import type { Principal } from "../../../domain/api/security.ts"
import { LoungeNotFound, LoungeNotSubscribed } from "../../../domain/lounge/errors.ts"
import { failureOf } from "../errors.ts"
import { ServerContext } from "../ServerContext.ts"
import { idFromKey, submitAsMe } from "../me/submitAsMe.ts"
import { entryFor, loungeRow, loungeView, type Viewer } from "./reads.ts"
import { eventsUrlOf } from "./tickets.ts"

const learner = (user: Principal): Viewer => ({ audience: "me", userId: user.userId, country: user.country })

/**
 * The lounge if the entry rule lets me in; another audience's lounge is as absent as an unknown
 * one (404), and a learner of its audience not subscribed hears `lounge.not_subscribed` (the page
 * links to the webinar).
 */
const admitted = (user: Principal, classId: string) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    const lounge = loungeRow(programme.db, classId)
    const entry = lounge === undefined ? "refused" : entryFor(programme.db, lounge, learner(user))
    if (lounge === undefined || entry === "refused") return yield* failureOf(new LoungeNotFound({ classId }))
    if (entry === "not_subscribed") return yield* failureOf(new LoungeNotSubscribed({ classId }))
    return { programme, lounge, now: now() }
  })

export const myLounge = (user: Principal, classId: string) =>
  Effect.map(admitted(user, classId), ({ programme, lounge, now }) => loungeView(programme.db, lounge, learner(user), now) as never)

/** A fresh ticket from where the page stands: the stream replays what came after `lastEventId`. */
export const myLoungeTicket = (user: Principal, classId: string) =>
  Effect.map(admitted(user, classId), ({ lounge, now }) => ({ eventsUrl: eventsUrlOf("me", user.userId, lounge.classId, 0, now).replace(/&lastEventId=0$/, "") }))

const newId = (prefix: string, user: Principal, key: string | undefined) => (key === undefined ? `${prefix}-${randomUUID()}` : idFromKey(prefix, user, key))

/** A line or a question, answered as the page shows it (the live stream brings it to everyone else). */
const write = (user: Principal, classId: string, kind: "message" | "question", text: string, key: string | undefined) =>
  Effect.gen(function* () {
    const { programme } = yield* admitted(user, classId)
    const id = newId(kind, user, key)
    const type = kind === "message" ? "PostLoungeMessage" : "AskLoungeQuestion"
    yield* submitAsMe(user, type, { classId, [`${kind}Id`]: id, text }, key)
    const table = kind === "message" ? "lounge_messages m WHERE m.message_id" : "lounge_questions m WHERE m.question_id"
    const row = programme.db
      .prepare<[string, string], { userId: string; text: string; at: string; position: number; authorName: string | null; answer?: string | null }>(
        `SELECT m.user_id AS userId, m.text, ${kind === "message" ? "m.posted_at" : "m.asked_at"} AS at, m.position, ${kind === "message" ? "NULL" : "m.answer"} AS answer,
         (SELECT full_name FROM personal_data WHERE user_id = m.user_id) AS authorName FROM ${table} = ? AND m.class_id = ?`
      )
      .get(id, classId)!
    const line = { userId: row.userId, authorName: row.authorName ?? "", mine: row.userId === user.userId, text: row.text, at: row.at, position: row.position }
    return (kind === "message" ? { messageId: id, ...line } : { questionId: id, ...line, answer: row.answer ?? null }) as never
  })

export const postMyLoungeMessage = (user: Principal, classId: string, text: string, key: string | undefined) => write(user, classId, "message", text, key)
export const askMyLoungeQuestion = (user: Principal, classId: string, text: string, key: string | undefined) => write(user, classId, "question", text, key)
