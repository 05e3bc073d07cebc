/** News, FAQ and support (issue 46), spread into the pt-BR catalogue. */
export const contentPtBR = {
  "nav.news": "Notícias",
  "nav.support": "Ajuda e suporte",
  "news.title": "Notícias",
  "news.empty": "Nenhuma notícia por enquanto. Volte em breve.",
  "news.more": "Ver mais notícias",
  "news.end": "Você viu todas as notícias.",
  "news.back": "Todas as notícias",
  "support.title": "Ajuda e suporte",
  "support.noFaq": "Ainda não há perguntas frequentes no seu idioma.",
  "support.notFound": "Não achou a resposta?",
  "support.write": "Escreva para o suporte",
  "support.intro": "Conte o que aconteceu: o time de suporte responde por e-mail.",
  "support.subject": "Assunto",
  "support.message": "Mensagem",
  "support.send": "Enviar mensagem",
  "support.sent": "Mensagem enviada. Você recebe a resposta até {date} ({days} dias úteis).",
  "support.another": "Escrever outra mensagem",
  "support.faqLink": "Voltar às perguntas frequentes"
} as const
