import { Effect } from "effect"
import type Database from "better-sqlite3"
import type { Principal } from "../../../domain/api/security.ts"
import { InboxMessageNotFound } from "../../../domain/api/field/errors.ts"
import { failureOf } from "../errors.ts"
import { page, pageRequest, type ListSpec } from "../me/lists.ts"
import { prepared } from "../statements.ts"
import { ServerContext } from "../ServerContext.ts"

const inboxList: ListSpec = {
  resource: "inbox",
  sortable: { id: "m.message_id", at: "m.message_id" },
  defaultSort: ["id", "DESC"],
  tieBreak: "m.message_id"
}

const columns = "m.message_id AS id, m.kind, m.ref, m.params, m.at, r.read_at IS NOT NULL AS read"
const from = "inbox_messages m LEFT JOIN inbox_reads r ON r.user_id = m.user_id AND r.message_id = m.message_id"

type Row = { id: number; kind: string; ref: string | null; params: string; at: string; read: number }
const toMessage = (r: Row) => ({ ...r, params: JSON.parse(r.params) as Record<string, string | number>, read: r.read === 1 })

const unreadOf = (db: Database.Database, userId: string): number =>
  prepared(db, `SELECT count(*) FROM ${from} WHERE m.user_id = ? AND r.read_at IS NULL`).pluck().get(userId) as number

/** `GET /api/me/inbox[?unread=true]`: my messages, newest first. */
export const listMyInbox = (user: Principal, query: { range?: string | undefined; sort?: string | undefined; unread?: "true" | "false" | undefined }) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const request = yield* pageRequest(query, inboxList)
    const where = query.unread === "true" ? "m.user_id = ? AND r.read_at IS NULL" : "m.user_id = ?"
    const total = prepared(programme.db, `SELECT count(*) FROM ${from} WHERE ${where}`).pluck().get(user.userId) as number
    const rows = prepared(programme.db, `SELECT ${columns} FROM ${from} WHERE ${where} ORDER BY ${request.orderBy} LIMIT ? OFFSET ?`).all(user.userId, request.limit, request.offset) as Array<Row>
    return page(inboxList, request, rows.map(toMessage), total)
  })

/** `GET /api/me/inbox/unread`: the count the menu shows. */
export const myUnreadCount = (user: Principal) => Effect.map(ServerContext, ({ programme }) => ({ count: unreadOf(programme.db, user.userId) }))

/** `POST /api/me/inbox/:id/read`: marks one of my messages read (again: nothing changes); another's is not found. */
export const readMyMessage = (user: Principal, id: string) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    const messageId = /^\d{1,15}$/.test(id) ? Number(id) : -1
    const row = prepared(programme.db, `SELECT ${columns} FROM ${from} WHERE m.message_id = ? AND m.user_id = ?`).get(messageId, user.userId) as Row | undefined
    if (row === undefined) return yield* failureOf(new InboxMessageNotFound({ messageId: id }))
    prepared(programme.db, "INSERT INTO inbox_reads (user_id, message_id, read_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING").run(user.userId, messageId, new Date(now()).toISOString())
    return toMessage({ ...row, read: 1 })
  })

/** `POST /api/me/inbox/read`: marks every message of mine read; answers the unread count left (0). */
export const readAllMyMessages = (user: Principal) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    prepared(programme.db, "INSERT INTO inbox_reads (user_id, message_id, read_at) SELECT user_id, message_id, ? FROM inbox_messages WHERE user_id = ? ON CONFLICT DO NOTHING").run(
      new Date(now()).toISOString(),
      user.userId
    )
    return { count: unreadOf(programme.db, user.userId) }
  })
