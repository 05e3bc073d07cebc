import { inboxMessagesFrFR } from "../../../../domain/inbox/messages.ts"
/** The inbox's words (issue 44), spread into the fr-FR catalogue. */
export const inboxFrFR = {
  ...inboxMessagesFrFR,
  "nav.inbox": "Messages",
  "nav.badge": "{count, plural, one {# non lu} other {# non lus}}",
  "inbox.title": "Messages",
  "inbox.empty": "Aucun message pour l'instant : nous vous préviendrons ici quand vos ventes seront auditées, vos commandes avanceront, etc.",
  "inbox.readAll": "Tout marquer comme lu",
  "inbox.new": "Nouveau :",
  "inbox.markRead": "Marquer comme lu",
  "inbox.more": "Voir plus de messages",
  "inbox.open.forum.reply": "Voir le sujet"
} as const
