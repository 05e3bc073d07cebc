import { Schema } from "effect"
import { CountryCode } from "../rules/countries.ts"
import { Id, NonEmptyText, Text } from "../shared/schemas.ts"

/** An article's body: HTML as the console's editor writes it, sanitized when a learner reads it (adapters/content). */
export const ArticleBody = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(50_000))

/** What the learner's list and page show; who reads it: empty `countries`/`clientIds` reach everyone. */
export const NewsDetails = {
  title: NonEmptyText,
  summary: Text,
  body: ArticleBody,
  coverFileId: Schema.optionalKey(Id),
  countries: Schema.Array(CountryCode),
  clientIds: Schema.Array(Id)
}

/** A draft: no learner sees it until it is published. */
export class NewsDrafted extends Schema.TaggedClass<NewsDrafted>()("NewsDrafted", { newsId: Id, ...NewsDetails }) {}

/** An edit replaces the details; a published article stays published (and keeps its date). */
export class NewsEdited extends Schema.TaggedClass<NewsEdited>()("NewsEdited", { newsId: Id, ...NewsDetails }) {}

/** Published: listed by this event's date, newest first. */
export class NewsPublished extends Schema.TaggedClass<NewsPublished>()("NewsPublished", { newsId: Id }) {}

/** Taken back to draft: gone from the learners' list and page. */
export class NewsUnpublished extends Schema.TaggedClass<NewsUnpublished>()("NewsUnpublished", { newsId: Id }) {}

export type NewsEvent = NewsDrafted | NewsEdited | NewsPublished | NewsUnpublished
