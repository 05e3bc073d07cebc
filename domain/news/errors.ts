import { Schema } from "effect"

const S = Schema.String

export class NewsAlreadyExists extends Schema.TaggedError<NewsAlreadyExists>()("NewsAlreadyExists", { newsId: S }) {
  get code() { return "news.already_exists" as const }
}
export class NewsNotFound extends Schema.TaggedError<NewsNotFound>()("NewsNotFound", { newsId: S }) {
  get code() { return "news.not_found" as const }
}
/** Publishing twice would move the article's date: refused, so the date learners saw stays. */
export class NewsAlreadyPublished extends Schema.TaggedError<NewsAlreadyPublished>()("NewsAlreadyPublished", { newsId: S }) {
  get code() { return "news.already_published" as const }
}
export class NewsNotPublished extends Schema.TaggedError<NewsNotPublished>()("NewsNotPublished", { newsId: S }) {
  get code() { return "news.not_published" as const }
}
