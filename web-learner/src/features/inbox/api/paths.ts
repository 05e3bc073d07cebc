import type { InboxMessage } from "../../../../../domain/api/field/inbox.ts"

/** The inbox's API paths (kept beside the feature, as the reward store's are). */
export const inboxApi = {
  messages: (count: number) => `/api/me/inbox?range=[0,${count - 1}]`,
  unread: "/api/me/inbox/unread",
  read: (id: number) => `/api/me/inbox/${id}/read`,
  readAll: "/api/me/inbox/read"
} as const

export type Message = typeof InboxMessage.Type
