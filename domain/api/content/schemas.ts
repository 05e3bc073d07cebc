import { Schema } from "effect"
import { locales } from "../../i18n/catalogue.ts"

/** A news article in the learner's list: its cover's file id (a thumbnail under /api/files), no body. */
export const NewsItem = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  summary: Schema.String,
  coverFileId: Schema.NullOr(Schema.String),
  publishedAt: Schema.String
})

/** One article: its body sanitized by the server (no script, no handler, no frame). */
export const NewsArticle = Schema.Struct({ ...NewsItem.fields, html: Schema.String })

export const FaqQuery = Schema.Struct({ language: Schema.optional(Schema.Literals(locales)) })

/** The FAQ of one language, by category in their order. */
export const FaqView = Schema.Struct({
  language: Schema.Literals(locales),
  categories: Schema.Array(
    Schema.Struct({
      categoryId: Schema.String,
      name: Schema.String,
      entries: Schema.Array(Schema.Struct({ entryId: Schema.String, question: Schema.String, answer: Schema.String }))
    })
  )
})

/** The contact form (DESIGN §4.10): a subject and a message. */
export const ContactRequest = Schema.Struct({
  subject: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(256)),
  message: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(5_000))
})

/** What the learner is told: the answer comes by `answerBy`, `workingDays` working days of their country. */
export const ContactReceipt = Schema.Struct({
  messageId: Schema.String,
  subject: Schema.String,
  sentAt: Schema.String,
  answerBy: Schema.String,
  workingDays: Schema.Number
})
