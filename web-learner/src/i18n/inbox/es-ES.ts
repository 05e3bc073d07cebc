import { inboxMessagesEsES } from "../../../../domain/inbox/messages.ts"
/** The inbox's words (issue 44), spread into the es-ES catalogue. */
export const inboxEsES = {
  ...inboxMessagesEsES,
  "nav.inbox": "Mensajes",
  "nav.badge": "{count, plural, one {# sin leer} other {# sin leer}}",
  "inbox.title": "Mensajes",
  "inbox.empty": "Todavía no hay mensajes: le avisaremos aquí cuando se auditen sus ventas, avancen sus pedidos y más.",
  "inbox.readAll": "Marcar todos como leídos",
  "inbox.new": "Nuevo:",
  "inbox.markRead": "Marcar como leído",
  "inbox.more": "Ver más mensajes",
  "inbox.open.forum.reply": "Ver el tema"
} as const
