import type { ResourceSpec } from "../resource.ts"

/**
 * News articles. As with rewards, a country admin manages the articles of their country alone
 * (`countries` exactly theirs); articles of several or every country are the superuser's.
 */
export const newsResource: ResourceSpec = {
  name: "news",
  from: "news n",
  id: "n.news_id",
  fields: {
    id: "n.news_id",
    title: "n.title",
    summary: "n.summary",
    body: "n.body",
    coverFileId: "n.cover_file_id",
    countries: "n.countries",
    clientIds: "n.client_ids",
    published: "n.published",
    publishedAt: "n.published_at",
    draftedAt: "n.drafted_at"
  },
  filters: { published: "n.published" },
  search: ["n.title LIKE ?"],
  scope: "n.countries = json_array(?)",
  json: ["countries", "clientIds"],
  booleans: ["published"],
  defaultSort: ["draftedAt", "DESC"],
  roles: ["admin"]
}

/** FAQ categories, one language each; the FAQ is the programme's (no country). */
export const faqCategoriesResource: ResourceSpec = {
  name: "faq-categories",
  from: "faq_categories c",
  id: "c.category_id",
  fields: { id: "c.category_id", name: "c.name", language: "c.language", position: "c.position" },
  filters: { language: "c.language" },
  search: ["c.name LIKE ?"],
  scope: undefined,
  defaultSort: ["position", "ASC"],
  roles: ["admin"]
}

/** Questions and answers (a removed one leaves the read model; its history stays in the log). */
export const faqEntriesResource: ResourceSpec = {
  name: "faq-entries",
  from: "faq_entries e",
  joins: "LEFT JOIN faq_categories fc ON fc.category_id = e.category_id",
  id: "e.entry_id",
  fields: { id: "e.entry_id", categoryId: "e.category_id", question: "e.question", answer: "e.answer", position: "e.position", language: "fc.language" },
  filters: { categoryId: "e.category_id" },
  search: ["e.question LIKE ?"],
  scope: undefined,
  defaultSort: ["position", "ASC"],
  roles: ["admin"]
}

/** The support inbox: the messages of the admin's country's learners, newest first. */
export const contactMessagesResource: ResourceSpec = {
  name: "contact-messages",
  from: "contact_messages m",
  joins: "LEFT JOIN personal_data p ON p.user_id = m.user_id",
  id: "m.message_id",
  fields: {
    id: "m.message_id",
    userId: "m.user_id",
    fullName: "p.full_name",
    email: "p.email",
    country: "m.country",
    subject: "m.subject",
    message: "m.message",
    answerBy: "m.answer_by",
    sentAt: "m.sent_at"
  },
  filters: { userId: "m.user_id", country: "m.country" },
  search: ["m.subject LIKE ?"],
  scope: "m.country = ?",
  defaultSort: ["sentAt", "DESC"],
  roles: ["admin"]
}
