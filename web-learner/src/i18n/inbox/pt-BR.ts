import { inboxMessagesPtBR } from "../../../../domain/inbox/messages.ts"
/** The inbox's words (issue 44), spread into the pt-BR catalogue. */
export const inboxPtBR = {
  ...inboxMessagesPtBR,
  "nav.inbox": "Mensagens",
  "nav.badge": "{count, plural, one {# não lida} other {# não lidas}}",
  "inbox.title": "Mensagens",
  "inbox.empty": "Nenhuma mensagem ainda: avisaremos aqui quando suas vendas forem auditadas, seus pedidos andarem e mais.",
  "inbox.readAll": "Marcar todas como lidas",
  "inbox.new": "Nova:",
  "inbox.markRead": "Marcar como lida",
  "inbox.more": "Ver mais mensagens",
  "inbox.open.forum.reply": "Ver o tópico"
} as const
