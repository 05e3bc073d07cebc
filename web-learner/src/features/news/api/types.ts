import type { NewsArticle, NewsItem } from "../../../../../domain/api/content/schemas.ts"

/** The API's shapes, from the contract (domain/api): a changed answer fails the typecheck here. */
export type News = typeof NewsItem.Type
export type Article = typeof NewsArticle.Type
