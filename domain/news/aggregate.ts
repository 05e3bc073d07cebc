import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { NewsDrafted, NewsEdited, NewsPublished, NewsUnpublished, type NewsEvent } from "./events.ts"
import { evolve } from "./evolve.ts"
import { initialState, type NewsState } from "./state.ts"

/** A news article (DESIGN §4.10): stream `news-<newsId>`. */
export const News: Aggregate<NewsState, NewsEvent> = {
  name: "news",
  initialState,
  evolve,
  events: [NewsDrafted, NewsEdited, NewsPublished, NewsUnpublished],
  streamOf: (e) => `news-${e.newsId}`
}

export const news = (newsId: string) => streamRef(News, newsId)
