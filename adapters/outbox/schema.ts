import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core"

/**
 * The local mailbox (the demo's Outbox adapter): every message that would have left by e-mail,
 * SMS or WhatsApp, kept for an operator to read (`vitrine outbox`). Outside the log: messages
 * hold addresses and names, so an erasure deletes its holder's.
 */
export const mailbox = sqliteTable(
  "mailbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id"),
    channel: text("channel", { enum: ["email", "sms", "whatsapp"] }).notNull(),
    recipient: text("recipient").notNull(),
    kind: text("kind").notNull(),
    locale: text("locale").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: integer("created_at").notNull()
  },
  (t) => [index("mailbox_user").on(t.userId), index("mailbox_recipient").on(t.recipient)]
)
