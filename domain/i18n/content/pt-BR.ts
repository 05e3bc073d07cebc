/** Mensagens dos códigos de notícias, FAQ e suporte (DESIGN §4.10). */
export const contentPtBR = {
  "news.already_exists": "Já existe uma notícia com o id {newsId}.",
  "news.not_found": "Não encontramos a notícia {newsId}.",
  "news.already_published": "A notícia {newsId} já está publicada.",
  "news.not_published": "A notícia {newsId} não está publicada.",
  "faq.category_already_exists": "Já existe uma categoria de FAQ com o id {categoryId}.",
  "faq.category_not_found": "Não encontramos a categoria de FAQ {categoryId}.",
  "faq.entry_already_exists": "Já existe uma pergunta com o id {entryId}.",
  "faq.entry_not_found": "Não encontramos a pergunta {entryId}.",
  "support.message_already_sent": "Esta mensagem ({messageId}) já foi enviada."
} as const
