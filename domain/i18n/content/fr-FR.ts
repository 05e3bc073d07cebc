/** Messages des codes des actualités, de la FAQ et du support (DESIGN §4.10). */
export const contentFrFR = {
  "news.already_exists": "Une actualité avec l'identifiant {newsId} existe déjà.",
  "news.not_found": "Nous n'avons pas trouvé l'actualité {newsId}.",
  "news.already_published": "L'actualité {newsId} est déjà publiée.",
  "news.not_published": "L'actualité {newsId} n'est pas publiée.",
  "faq.category_already_exists": "Une catégorie de FAQ avec l'identifiant {categoryId} existe déjà.",
  "faq.category_not_found": "Nous n'avons pas trouvé la catégorie de FAQ {categoryId}.",
  "faq.entry_already_exists": "Une question avec l'identifiant {entryId} existe déjà.",
  "faq.entry_not_found": "Nous n'avons pas trouvé la question {entryId}.",
  "support.message_already_sent": "Ce message ({messageId}) a déjà été envoyé."
} as const
