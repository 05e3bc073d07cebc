import { sqliteTable, text, integer, uniqueIndex, index } from "drizzle-orm/sqlite-core"

// The event log itself. `position` is the rowid alias: with one writer and no AUTOINCREMENT,
// a rolled-back append frees its positions again, so committed positions have no gaps.
export const events = sqliteTable(
  "events",
  {
    position: integer("position").primaryKey(),
    streamId: text("stream_id").notNull(),
    streamVersion: integer("stream_version").notNull(),
    type: text("type").notNull(),
    data: text("data").notNull(),
    metadata: text("metadata").notNull(),
    eventId: text("event_id").notNull(),
    recordedAt: text("recorded_at").notNull()
  },
  (t) => [
    uniqueIndex("events_stream_version").on(t.streamId, t.streamVersion),
    uniqueIndex("events_event_id").on(t.eventId)
  ]
)

// One row per command ever decided (accepted or rejected by a rule): the idempotency record.
export const commands = sqliteTable("commands", {
  commandId: text("command_id").primaryKey(),
  outcome: text("outcome").notNull(),
  recordedAt: text("recorded_at").notNull()
})

export const checkpoints = sqliteTable("checkpoints", {
  name: text("name").primaryKey(),
  version: integer("version").notNull(),
  position: integer("position").notNull()
})

// Personal data stays out of the immutable log so that an erasure request can be honoured.
export const personalData = sqliteTable(
  "personal_data",
  {
    userId: text("user_id").primaryKey(),
    country: text("country").notNull(),
    document: text("document").notNull(),
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    birthday: text("birthday").notNull(),
    erasedAt: text("erased_at"),
    /** The cellphone (digits, + kept) and when its holder proved it with a code (epoch ms). */
    phone: text("phone"),
    phoneVerifiedAt: integer("phone_verified_at"),
    /** The rest of SPEC §3's profile (address, other phones, nickname, …) as JSON: domain/account/profile.ts's ProfileExtras. */
    profile: text("profile"),
    avatarFileId: text("avatar_file_id")
  },
  (t) => [uniqueIndex("personal_data_document").on(t.country, t.document), index("personal_data_email").on(t.email)]
)

// Read-model indexes a bulk import dropped and has not built again yet (adapters/store/deferredIndexes.ts):
// written in the transaction that drops them, so an import killed half-way leaves them to be
// built at the next start.
export const deferredIndexes = sqliteTable("deferred_indexes", {
  name: text("name").primaryKey(),
  sql: text("sql").notNull()
})

// The request each Idempotency-Key was first used with (adapters/http/idempotency.ts), by the
// command id the key became: the same key with a different request is refused, never answered
// with the first request's outcome.
export const commandRequests = sqliteTable("command_requests", {
  commandId: text("command_id").primaryKey(),
  fingerprint: text("fingerprint").notNull()
})
