/**
 * The forum screens' texts, loaded with those screens' chunks; every other locale has exactly
 * these keys (the typecheck fails otherwise).
 */
export const forumPtBR = {
  "title": "Fórum do curso",
  "backToCourse": "Voltar ao curso",
  "backToForum": "Voltar ao fórum",
  "empty": "Ainda não há tópicos neste fórum. Comece a conversa!",
  "newTopic": "Novo tópico",
  "topicTitle": "Título",
  "body": "Mensagem",
  "publish": "Publicar tópico",
  "cancel": "Cancelar",
  "replies": "{count} respostas",
  "replyOne": "1 resposta",
  "by": "por {name}",
  "lastPost": "Última mensagem em {date}",
  "open": "Aberto",
  "closed": "Fechado",
  "closedNote": "Este tópico foi fechado pela moderação: não recebe mais respostas.",
  "notEnrolled": "Matricule-se no curso para participar do fórum.",
  "replyLabel": "Sua resposta",
  "send": "Enviar resposta",
  "edit": "Editar",
  "editLabel": "Editar mensagem",
  "save": "Salvar",
  "delete": "Apagar",
  "report": "Denunciar",
  "reported": "Denunciada aos moderadores",
  "edited": "editada em {date}",
  "you": "você",
  "deleteTitle": "Apagar esta mensagem?",
  "deleteText": "A mensagem será apagada para todos. Isso não pode ser desfeito.",
  "deleteTopicText": "Esta mensagem abre o tópico: o tópico inteiro, com as respostas, será apagado. Isso não pode ser desfeito.",
  "reportTitle": "Denunciar esta mensagem?",
  "reportText": "Os moderadores do curso vão analisar a mensagem. Quem a escreveu não saberá quem denunciou.",
  "confirm": "Confirmar",
  "notFound": "Tópico não encontrado",
  "notFoundText": "Ele pode ter sido apagado ou removido pela moderação.",
  "courseNotFound": "Curso não encontrado",
  "failed": "Não foi possível concluir: {message}",
  "topics": "Tópicos",
  "posts": "Mensagens",
  "status": "Situação"
} as const

export type ForumKey = keyof typeof forumPtBR
export type ForumCatalogue = Record<ForumKey, string>
