/** Messages of the lounge codes (a webinar's chat and questions). */
export const loungePtBR = {
  "lounge.not_found": "Não encontramos a sala do webinar {classId}.",
  "lounge.already_exists": "A sala do webinar {classId} já foi aberta.",
  "lounge.closed": "A sala deste webinar foi encerrada: ela não recebe mais mensagens.",
  "lounge.entry_refused": "Esta sala é de outro público: você não pode participar dela.",
  "lounge.not_subscribed": "Inscreva-se no webinar primeiro: a sala é dos inscritos.",
  "lounge.blocked": "A moderação bloqueou suas mensagens nesta sala. Você ainda pode assistir.",
  "lounge.too_fast": "Você está escrevendo rápido demais (até {limit} mensagens em {windowSeconds} segundos). Tente de novo em {retryAfterSeconds} segundos.",
  "loungemessage.not_found": "Não encontramos a mensagem {messageId} nesta sala.",
  "loungequestion.not_found": "Não encontramos a pergunta {questionId} nesta sala.",
  "lounge.item_already_exists": "Já existe uma mensagem ou pergunta com o id {id}.",
  "lounge.question_already_answered": "Esta pergunta já foi respondida.",
  "lounge.learner_already_blocked": "Esta pessoa já está bloqueada nesta sala.",
  "lounge.learner_not_blocked": "Esta pessoa não está bloqueada nesta sala."
}
