import { inboxMessagesEnUS } from "../../../../domain/inbox/messages.ts"
/** The inbox's words (issue 44), spread into the en-US catalogue. */
export const inboxEnUS = {
  ...inboxMessagesEnUS,
  "nav.inbox": "Messages",
  "nav.badge": "{count, plural, one {# unread} other {# unread}}",
  "inbox.title": "Messages",
  "inbox.empty": "No messages yet: we will tell you here when your sales are audited, your orders move and more.",
  "inbox.readAll": "Mark all as read",
  "inbox.new": "New:",
  "inbox.markRead": "Mark as read",
  "inbox.more": "Show more messages",
  "inbox.open.forum.reply": "See the topic"
} as const
