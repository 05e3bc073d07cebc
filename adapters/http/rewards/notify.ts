import { Effect } from "effect"
import { messageLocale } from "../../accounts/messages.ts"
import type { Locale } from "../../../domain/i18n/catalogue.ts"
import { ServerContext } from "../ServerContext.ts"

type Move = "approved" | "shipped" | "delivered" | "rejected"

/** What the learner hears of each move of their order (DESIGN §4.7 "an order moved"), in their language. */
const texts: Readonly<Record<Locale, Record<Move, { subject: string; body: string }>>> = {
  "pt-BR": {
    approved: { subject: "Vitrine: pedido aprovado", body: "Olá, {name}! Seu pedido de {reward} foi aprovado e será enviado em breve." },
    shipped: { subject: "Vitrine: pedido enviado", body: "Olá, {name}! Seu pedido de {reward} foi enviado. {tracking}" },
    delivered: { subject: "Vitrine: pedido entregue", body: "Olá, {name}! Seu pedido de {reward} foi entregue. Aproveite!" },
    rejected: { subject: "Vitrine: pedido recusado", body: "Olá, {name}! Seu pedido de {reward} foi recusado ({reason}). Os pontos voltaram para a sua carteira." }
  },
  "en-US": {
    approved: { subject: "Vitrine: order approved", body: "Hello, {name}! Your order of {reward} was approved and will ship soon." },
    shipped: { subject: "Vitrine: order shipped", body: "Hello, {name}! Your order of {reward} has shipped. {tracking}" },
    delivered: { subject: "Vitrine: order delivered", body: "Hello, {name}! Your order of {reward} was delivered. Enjoy!" },
    rejected: { subject: "Vitrine: order rejected", body: "Hello, {name}! Your order of {reward} was rejected ({reason}). The points are back in your wallet." }
  },
  "es-ES": {
    approved: { subject: "Vitrine: pedido aprobado", body: "¡Hola, {name}! Tu pedido de {reward} fue aprobado y se enviará pronto." },
    shipped: { subject: "Vitrine: pedido enviado", body: "¡Hola, {name}! Tu pedido de {reward} fue enviado. {tracking}" },
    delivered: { subject: "Vitrine: pedido entregado", body: "¡Hola, {name}! Tu pedido de {reward} fue entregado. ¡Disfrútalo!" },
    rejected: { subject: "Vitrine: pedido rechazado", body: "¡Hola, {name}! Tu pedido de {reward} fue rechazado ({reason}). Los puntos volvieron a tu billetera." }
  },
  "fr-FR": {
    approved: { subject: "Vitrine : commande approuvée", body: "Bonjour {name} ! Votre commande de {reward} a été approuvée et sera bientôt expédiée." },
    shipped: { subject: "Vitrine : commande expédiée", body: "Bonjour {name} ! Votre commande de {reward} a été expédiée. {tracking}" },
    delivered: { subject: "Vitrine : commande livrée", body: "Bonjour {name} ! Votre commande de {reward} a été livrée. Profitez-en !" },
    rejected: { subject: "Vitrine : commande refusée", body: "Bonjour {name} ! Votre commande de {reward} a été refusée ({reason}). Les points sont revenus dans votre portefeuille." }
  }
}

const trackingText: Readonly<Record<Locale, string>> = {
  "pt-BR": "Código de rastreio: {code}.",
  "en-US": "Tracking code: {code}.",
  "es-ES": "Código de seguimiento: {code}.",
  "fr-FR": "Numéro de suivi : {code}."
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? "")

/**
 * An e-mail to the order's learner through the outbox, once per move (a repeated request sends
 * nothing), unless they turned e-mail off in their notification settings.
 */
export const notifyOrderMove = (orderId: string) =>
  Effect.gen(function* () {
    const { programme, selfService } = yield* ServerContext
    const row = programme.db
      .prepare<[string], { userId: string; status: string; trackingCode: string | null; reason: string | null; reward: string | null; notifications: string | null }>(
        `SELECT o.user_id AS userId, o.status, o.tracking_code AS trackingCode, o.reason, r.name AS reward, s.notifications
         FROM orders o LEFT JOIN rewards r ON r.reward_id = o.reward_id LEFT JOIN user_settings s ON s.user_id = o.user_id WHERE o.order_id = ?`
      )
      .get(orderId)
    const person = row === undefined ? undefined : selfService.people.byId(row.userId)
    if (row === undefined || person === undefined || !(row.status in texts["pt-BR"])) return
    if (row.notifications !== null && (JSON.parse(row.notifications) as { email?: boolean }).email === false) return
    const locale = messageLocale(person.language)
    const text = texts[locale][row.status as Move]
    const values = { name: person.fullName, reward: row.reward ?? "", reason: row.reason ?? "", tracking: row.trackingCode ? fill(trackingText[locale], { code: row.trackingCode }) : "" }
    selfService.outbox.send({ userId: row.userId, channel: "email", recipient: person.email, kind: `order_${row.status}`, locale, subject: text.subject, body: fill(text.body, values).trim() })
  })
