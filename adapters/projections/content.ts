import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/**
 * News, FAQ and the support inbox (DESIGN §4.10). An article's body is kept as the console wrote
 * it and sanitized when a learner reads it (adapters/content/sanitizeHtml.ts), so a better
 * sanitizer later protects old articles too.
 */
export const news = sqliteTable(
  "news",
  {
    newsId: text("news_id").primaryKey(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    coverFileId: text("cover_file_id"),
    /** JSON arrays; `[]` reaches every country (client). */
    countries: text("countries", { mode: "json" }).$type<Array<string>>().notNull(),
    clientIds: text("client_ids", { mode: "json" }).$type<Array<string>>().notNull(),
    published: integer("published", { mode: "boolean" }).notNull(),
    /** The first publication's time: the list's date, kept when unpublished and published again. */
    publishedAt: text("published_at"),
    draftedAt: text("drafted_at").notNull()
  },
  (t) => [index("news_published").on(t.published, t.publishedAt)]
)

export const faqCategories = sqliteTable("faq_categories", {
  categoryId: text("category_id").primaryKey(),
  name: text("name").notNull(),
  language: text("language").notNull(),
  position: integer("position").notNull()
})

export const faqEntries = sqliteTable(
  "faq_entries",
  {
    entryId: text("entry_id").primaryKey(),
    categoryId: text("category_id").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    position: integer("position").notNull()
  },
  (t) => [index("faq_entries_category").on(t.categoryId)]
)

/** The support team's inbox: the learner's messages, each with the date they were promised an answer by. */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    messageId: text("message_id").primaryKey(),
    userId: text("user_id").notNull(),
    country: text("country").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    answerBy: text("answer_by").notNull(),
    sentAt: text("sent_at").notNull()
  },
  (t) => [index("contact_messages_country").on(t.country, t.sentAt), index("contact_messages_user").on(t.userId)]
)

export const contentProjection = defineProjection({
  name: "content",
  version: 1,
  tables: [news, faqCategories, faqEntries, contactMessages],
  handlers: (db) => {
    const draft = db.prepare(
      `INSERT INTO news (news_id, title, summary, body, cover_file_id, countries, client_ids, published, published_at, drafted_at) VALUES (?, ?, ?, ?, ?, ?, ?, 0, NULL, ?)`
    )
    const edit = db.prepare("UPDATE news SET title = ?, summary = ?, body = ?, cover_file_id = ?, countries = ?, client_ids = ? WHERE news_id = ?")
    const publish = db.prepare("UPDATE news SET published = 1, published_at = coalesce(published_at, ?) WHERE news_id = ?")
    const unpublish = db.prepare("UPDATE news SET published = 0 WHERE news_id = ?")
    const category = db.prepare("INSERT INTO faq_categories (category_id, name, language, position) VALUES (?, ?, ?, ?)")
    const editCategory = db.prepare("UPDATE faq_categories SET name = ?, position = ? WHERE category_id = ?")
    const entry = db.prepare("INSERT INTO faq_entries (entry_id, category_id, question, answer, position) VALUES (?, ?, ?, ?, ?)")
    const editEntry = db.prepare("UPDATE faq_entries SET category_id = ?, question = ?, answer = ?, position = ? WHERE entry_id = ?")
    // A removed entry leaves the read model; the log keeps its history.
    const removeEntry = db.prepare("DELETE FROM faq_entries WHERE entry_id = ?")
    const message = db.prepare(
      "INSERT INTO contact_messages (message_id, user_id, country, subject, message, answer_by, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?)"
    )
    return {
      NewsDrafted: (e, ev) =>
        draft.run(e.newsId, e.title, e.summary, e.body, e.coverFileId ?? null, JSON.stringify(e.countries), JSON.stringify(e.clientIds), ev.recordedAt),
      NewsEdited: (e) => edit.run(e.title, e.summary, e.body, e.coverFileId ?? null, JSON.stringify(e.countries), JSON.stringify(e.clientIds), e.newsId),
      NewsPublished: (e, ev) => publish.run(ev.recordedAt, e.newsId),
      NewsUnpublished: (e) => unpublish.run(e.newsId),
      FaqCategoryCreated: (e) => category.run(e.categoryId, e.name, e.language, e.position),
      FaqCategoryEdited: (e) => editCategory.run(e.name, e.position, e.categoryId),
      FaqEntryAdded: (e) => entry.run(e.entryId, e.categoryId, e.question, e.answer, e.position),
      FaqEntryEdited: (e) => editEntry.run(e.categoryId, e.question, e.answer, e.position, e.entryId),
      FaqEntryRemoved: (e) => removeEntry.run(e.entryId),
      ContactMessageSent: (e, ev) => message.run(e.messageId, e.userId, e.country, e.subject, e.message, e.answerBy, ev.recordedAt)
    }
  }
})
