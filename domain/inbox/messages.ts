/**
 * The inbox's messages in four languages (DESIGN §4.7 "Inbox"): `inbox.kind.<kind>` of
 * adapters/projections/inboxKinds.ts, `{param}` filled from the message's params. One text for the
 * learner app (spread into its catalogues) and the e-mail that copies the message (adapters/inbox).
 */
export const inboxMessagesPtBR = {
  "inbox.kind.sale.approved": "Uma venda sua foi aprovada: os pontos estão confirmados.",
  "inbox.kind.sale.reproved": "Sua venda foi reprovada: {reason}",
  "inbox.kind.photo.approved": "Sua foto da loja foi aprovada ({points} pontos).",
  "inbox.kind.photo.reproved": "Sua foto da loja foi reprovada: {reason}",
  "inbox.kind.level.approved": "Parabéns! Você subiu para o nível {level}.",
  "inbox.kind.level.rejected": "Sua subida para o nível {level} foi recusada: {reason}",
  "inbox.kind.order.approved": "Seu pedido de {reward} foi aprovado.",
  "inbox.kind.order.shipped": "Seu pedido de {reward} foi enviado (rastreio: {tracking}).",
  "inbox.kind.order.delivered": "Seu pedido de {reward} foi entregue.",
  "inbox.kind.order.rejected": "Seu pedido de {reward} foi recusado ({reason}); os pontos voltaram para a sua carteira.",
  "inbox.kind.course.assigned": "Um curso foi atribuído a você: {course}.",
  "inbox.kind.course.approved": "Você foi aprovado no curso {course}: seu certificado está disponível.",
  "inbox.kind.meetup.checked_in": "Check-in confirmado em {meetup}.",
  "inbox.kind.transfer.sent": "{points} pontos enviados ao parceiro; resgate-os até {redeemBy}.",
  "inbox.kind.forum.reply": "Há uma resposta nova no seu tópico “{topic}”.",
  "inbox.kind.other": "Há uma novidade para você."
} as const

export type InboxMessageKey = keyof typeof inboxMessagesPtBR

export const inboxMessagesEnUS: Record<InboxMessageKey, string> = {
  "inbox.kind.sale.approved": "A sale of yours was approved: its points are confirmed.",
  "inbox.kind.sale.reproved": "Your sale was reproved: {reason}",
  "inbox.kind.photo.approved": "Your store photo was approved ({points} points).",
  "inbox.kind.photo.reproved": "Your store photo was reproved: {reason}",
  "inbox.kind.level.approved": "Congratulations! You moved up to level {level}.",
  "inbox.kind.level.rejected": "Your move to level {level} was rejected: {reason}",
  "inbox.kind.order.approved": "Your order of {reward} was approved.",
  "inbox.kind.order.shipped": "Your order of {reward} has shipped (tracking: {tracking}).",
  "inbox.kind.order.delivered": "Your order of {reward} was delivered.",
  "inbox.kind.order.rejected": "Your order of {reward} was rejected ({reason}); the points are back in your wallet.",
  "inbox.kind.course.assigned": "A course was assigned to you: {course}.",
  "inbox.kind.course.approved": "You passed the course {course}: your certificate is ready.",
  "inbox.kind.meetup.checked_in": "Check-in confirmed at {meetup}.",
  "inbox.kind.transfer.sent": "{points} points sent to the partner; redeem them by {redeemBy}.",
  "inbox.kind.forum.reply": "There is a new reply to your topic “{topic}”.",
  "inbox.kind.other": "There is news for you."
}

export const inboxMessagesEsES: Record<InboxMessageKey, string> = {
  "inbox.kind.sale.approved": "Una venta suya fue aprobada: los puntos están confirmados.",
  "inbox.kind.sale.reproved": "Su venta fue rechazada: {reason}",
  "inbox.kind.photo.approved": "Su foto de la tienda fue aprobada ({points} puntos).",
  "inbox.kind.photo.reproved": "Su foto de la tienda fue rechazada: {reason}",
  "inbox.kind.level.approved": "¡Felicitaciones! Subió al nivel {level}.",
  "inbox.kind.level.rejected": "Su subida al nivel {level} fue rechazada: {reason}",
  "inbox.kind.order.approved": "Su pedido de {reward} fue aprobado.",
  "inbox.kind.order.shipped": "Su pedido de {reward} fue enviado (seguimiento: {tracking}).",
  "inbox.kind.order.delivered": "Su pedido de {reward} fue entregado.",
  "inbox.kind.order.rejected": "Su pedido de {reward} fue rechazado ({reason}); los puntos volvieron a su monedero.",
  "inbox.kind.course.assigned": "Se le asignó un curso: {course}.",
  "inbox.kind.course.approved": "Aprobó el curso {course}: su certificado está disponible.",
  "inbox.kind.meetup.checked_in": "Asistencia confirmada en {meetup}.",
  "inbox.kind.transfer.sent": "{points} puntos enviados al socio; canjéelos antes del {redeemBy}.",
  "inbox.kind.forum.reply": "Hay una respuesta nueva en su tema «{topic}».",
  "inbox.kind.other": "Hay una novedad para usted."
}

export const inboxMessagesFrFR: Record<InboxMessageKey, string> = {
  "inbox.kind.sale.approved": "Une de vos ventes a été approuvée : ses points sont confirmés.",
  "inbox.kind.sale.reproved": "Votre vente a été refusée : {reason}",
  "inbox.kind.photo.approved": "Votre photo du magasin a été approuvée ({points} points).",
  "inbox.kind.photo.reproved": "Votre photo du magasin a été refusée : {reason}",
  "inbox.kind.level.approved": "Félicitations ! Vous passez au niveau {level}.",
  "inbox.kind.level.rejected": "Votre passage au niveau {level} a été refusé : {reason}",
  "inbox.kind.order.approved": "Votre commande de {reward} a été approuvée.",
  "inbox.kind.order.shipped": "Votre commande de {reward} a été expédiée (suivi : {tracking}).",
  "inbox.kind.order.delivered": "Votre commande de {reward} a été livrée.",
  "inbox.kind.order.rejected": "Votre commande de {reward} a été refusée ({reason}) ; les points sont revenus dans votre portefeuille.",
  "inbox.kind.course.assigned": "Un cours vous a été attribué : {course}.",
  "inbox.kind.course.approved": "Vous avez réussi le cours {course} : votre certificat est prêt.",
  "inbox.kind.meetup.checked_in": "Présence confirmée à {meetup}.",
  "inbox.kind.transfer.sent": "{points} points envoyés au partenaire ; échangez-les avant le {redeemBy}.",
  "inbox.kind.forum.reply": "Il y a une nouvelle réponse à votre sujet « {topic} ».",
  "inbox.kind.other": "Il y a du nouveau pour vous."
}
