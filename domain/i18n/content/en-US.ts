/** Messages of the news, FAQ and support codes (DESIGN §4.10). */
export const contentEnUS = {
  "news.already_exists": "A news article with the id {newsId} already exists.",
  "news.not_found": "We couldn't find the news article {newsId}.",
  "news.already_published": "The news article {newsId} is already published.",
  "news.not_published": "The news article {newsId} is not published.",
  "faq.category_already_exists": "A FAQ category with the id {categoryId} already exists.",
  "faq.category_not_found": "We couldn't find the FAQ category {categoryId}.",
  "faq.entry_already_exists": "A question with the id {entryId} already exists.",
  "faq.entry_not_found": "We couldn't find the question {entryId}.",
  "support.message_already_sent": "This message ({messageId}) was already sent."
} as const
