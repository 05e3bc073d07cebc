import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { ListQuery, Page } from "../me/lists.ts"

/** One message of my inbox: the apps word it by `kind` (`inbox.kind.<kind>`) with `params`. */
export const InboxMessage = Schema.Struct({
  id: Schema.Number,
  kind: Schema.String,
  ref: Schema.NullOr(Schema.String),
  params: Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number])),
  at: Schema.String,
  read: Schema.Boolean
}).annotate({ identifier: "InboxMessage" })

export const UnreadCount = Schema.Struct({ count: Schema.Number }).annotate({ identifier: "UnreadCount" })

export const inboxEndpoints = {
  list: HttpApiEndpoint.get("myInbox", "/api/me/inbox", { query: { ...ListQuery.fields, unread: Schema.optional(Schema.Literals(["true", "false"])) }, success: Page(InboxMessage) }),
  unread: HttpApiEndpoint.get("myUnreadCount", "/api/me/inbox/unread", { success: UnreadCount }),
  readAll: HttpApiEndpoint.post("readAllMessages", "/api/me/inbox/read", { success: UnreadCount }),
  read: HttpApiEndpoint.post("readMessage", "/api/me/inbox/:id/read", { params: { id: Schema.String }, success: InboxMessage })
}
