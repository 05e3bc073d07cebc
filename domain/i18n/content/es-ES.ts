/** Mensajes de los códigos de noticias, FAQ y soporte (DESIGN §4.10). */
export const contentEsES = {
  "news.already_exists": "Ya existe una noticia con el id {newsId}.",
  "news.not_found": "No encontramos la noticia {newsId}.",
  "news.already_published": "La noticia {newsId} ya está publicada.",
  "news.not_published": "La noticia {newsId} no está publicada.",
  "faq.category_already_exists": "Ya existe una categoría de preguntas frecuentes con el id {categoryId}.",
  "faq.category_not_found": "No encontramos la categoría de preguntas frecuentes {categoryId}.",
  "faq.entry_already_exists": "Ya existe una pregunta con el id {entryId}.",
  "faq.entry_not_found": "No encontramos la pregunta {entryId}.",
  "support.message_already_sent": "Este mensaje ({messageId}) ya fue enviado."
} as const
