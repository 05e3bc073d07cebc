import type Database from "better-sqlite3"
import type { Locale } from "../../domain/i18n/catalogue.ts"
import { inboxMessagesEnUS, inboxMessagesEsES, inboxMessagesFrFR, inboxMessagesPtBR, type InboxMessageKey } from "../../domain/inbox/messages.ts"
import { messageLocale } from "../accounts/messages.ts"
import type { Outbox } from "../outbox/Outbox.ts"

const messages: Readonly<Record<Locale, Record<InboxMessageKey, string>>> = { "pt-BR": inboxMessagesPtBR, "en-US": inboxMessagesEnUS, "es-ES": inboxMessagesEsES, "fr-FR": inboxMessagesFrFR }

const letters: Readonly<Record<Locale, { readonly subject: string; readonly greeting: string; readonly footer: string }>> = {
  "pt-BR": { subject: "Vitrine: você tem uma mensagem nova", greeting: "Olá, {name}!", footer: "Veja em Mensagens, no Vitrine. Para não receber estes e-mails, desligue-os em Perfil › Notificações." },
  "en-US": { subject: "Vitrine: you have a new message", greeting: "Hello, {name}!", footer: "See it in Messages, in Vitrine. To stop these e-mails, turn them off in Profile › Notifications." },
  "es-ES": { subject: "Vitrine: tiene un mensaje nuevo", greeting: "¡Hola, {name}!", footer: "Véalo en Mensajes, en Vitrine. Para no recibir estos correos, desactívelos en Perfil › Notificaciones." },
  "fr-FR": { subject: "Vitrine : vous avez un nouveau message", greeting: "Bonjour {name} !", footer: "Retrouvez-le dans Messages, sur Vitrine. Pour ne plus recevoir ces e-mails, désactivez-les dans Profil › Notifications." }
}

const fill = (text: string, values: Readonly<Record<string, unknown>>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ""))

interface Row {
  readonly userId: string
  readonly kind: string
  readonly params: string
  readonly fullName: string
  readonly email: string
  readonly language: string | null
  readonly notifications: string | null
}

/**
 * Each new inbox message also goes by e-mail when the learner's notification settings say so
 * (DESIGN §4.7 "Inbox": e-mail on unless turned off). Called inside the command's savepoint with
 * the positions its events took, so the e-mail leaves with the message or not at all; the inbox
 * rows are there already (the projection is inline). Orders write their own, fuller e-mail
 * (adapters/http/rewards/notify.ts), so their messages are left to it.
 */
export const makeInboxMailer = (db: Database.Database, outbox: Outbox) => {
  const added = db.prepare<[number, number], Row>(
    `SELECT m.user_id AS userId, m.kind, m.params, p.full_name AS fullName, p.email, s.language, s.notifications
     FROM inbox_messages m JOIN accounts a USING (user_id) JOIN personal_data p USING (user_id) LEFT JOIN user_settings s USING (user_id)
     WHERE m.message_id > ? AND m.message_id <= ? AND a.status = 'approved' AND m.kind NOT LIKE 'order.%'`
  )
  return (after: number, upTo: number): void => {
    if (upTo <= after) return
    for (const row of added.all(after, upTo)) {
      if (row.notifications !== null && (JSON.parse(row.notifications) as { email?: boolean }).email === false) continue
      if (row.email === "") continue
      const locale = messageLocale(row.language)
      const key = `inbox.kind.${row.kind}`
      const text = fill(key in messages[locale] ? messages[locale][key as InboxMessageKey] : messages[locale]["inbox.kind.other"], JSON.parse(row.params) as Record<string, unknown>)
      const letter = letters[locale]
      outbox.send({
        userId: row.userId,
        channel: "email",
        recipient: row.email,
        kind: `inbox_${row.kind}`,
        locale,
        subject: letter.subject,
        body: `${fill(letter.greeting, { name: row.fullName })}\n\n${text}\n\n${letter.footer}`
      })
    }
  }
}
