import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"
import { inboxKinds, nameSources } from "./inboxKinds.ts"

/** Each learner's messages (DESIGN §4.7 "Inbox"): one per event that concerns them, its id the event's position. */
export const inboxMessages = sqliteTable(
  "inbox_messages",
  {
    messageId: integer("message_id").primaryKey(),
    userId: text("user_id").notNull(),
    kind: text("kind").notNull(),
    ref: text("ref"),
    /** JSON: the values the kind's text names (a reason, a level, a course's title …). */
    params: text("params").notNull(),
    at: text("at").notNull()
  },
  (t) => [index("inbox_messages_user").on(t.userId, t.messageId)]
)

/**
 * Which messages a learner has read. Not one of the projection's tables: reading is what the
 * learner did on the screen, not a fact of the log, so a rebuild of the inbox keeps it (message
 * ids are event positions, the same after a rebuild).
 */
export const inboxReads = sqliteTable(
  "inbox_reads",
  {
    userId: text("user_id").notNull(),
    messageId: integer("message_id").notNull(),
    readAt: text("read_at").notNull()
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] })]
)

export const inboxProjection = defineProjection({
  name: "inbox",
  version: 1,
  tables: [inboxMessages],
  handlers: (db) => {
    const insert = db.prepare("INSERT INTO inbox_messages (message_id, user_id, kind, ref, params, at) VALUES (?, ?, ?, ?, ?, ?)")
    const withName = Object.fromEntries(
      Object.entries(nameSources).map(([of, sql]) => [
        of,
        db.prepare(`INSERT INTO inbox_messages (message_id, user_id, kind, ref, params, at) VALUES (?, ?, ?, ?, json_set(?, '$.' || ?, coalesce((${sql}), ?)), ?)`)
      ])
    )
    return Object.fromEntries(
      Object.entries(inboxKinds).map(([type, kind]) => [
        type,
        (e: unknown, ev: { position: number; recordedAt: string }) => {
          const m = kind(e)
          if (m === undefined) return
          const params = JSON.stringify(m.params)
          if (m.named === undefined) insert.run(ev.position, m.userId, m.kind, m.ref, params, ev.recordedAt)
          else withName[m.named.of]!.run(ev.position, m.userId, m.kind, m.ref, params, m.named.param, m.named.id, m.named.id, ev.recordedAt)
        }
      ])
    )
  }
})
