/**
 * The lounge screen's texts, loaded with its chunk; every other locale has exactly these keys
 * (the typecheck fails otherwise).
 */
export const loungePtBR = {
  "title": "Sala do webinar",
  "startsAt": "Começa em {date}",
  "open": "Aberta",
  "closed": "Encerrada",
  "closedNote": "Esta sala foi encerrada: o chat e as perguntas ficam só para leitura.",
  "watch": "Assistir à transmissão",
  "watchExternal": "Assistir à transmissão (abre em outra aba)",
  "player": "Transmissão de {title}",
  "live": "Ao vivo",
  "connecting": "Conectando…",
  "reconnecting": "Reconectando…",
  "chat": "Chat",
  "chatEmpty": "Ninguém escreveu ainda. Diga olá!",
  "chatLabel": "Sua mensagem",
  "send": "Enviar",
  "questions": "Perguntas",
  "questionsEmpty": "Nenhuma pergunta ainda. Pergunte ao instrutor!",
  "questionLabel": "Sua pergunta ao instrutor",
  "ask": "Perguntar",
  "you": "Você",
  "mine": "Sua pergunta",
  "answered": "Respondida",
  "unanswered": "Aguardando resposta",
  "answer": "Resposta do instrutor",
  "blocked": "A moderação bloqueou suas mensagens nesta sala. Você ainda pode assistir e ler.",
  "failed": "Não foi possível enviar: {message}",
  "notFound": "Sala não encontrada",
  "notFoundText": "Esta sala não existe ou não é para você. Volte ao webinar e tente de novo.",
  "subscribeFirst": "Inscreva-se no webinar primeiro",
  "subscribeFirstText": "A sala do webinar é dos inscritos: inscreva-se na página do webinar e volte para assistir, conversar e perguntar.",
  "toWebinar": "Ir para o webinar"
}

export type LoungeCatalogue = Record<keyof typeof loungePtBR, string>
export type LoungeKey = keyof typeof loungePtBR
