import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { DraftNews, EditNews, PublishNews, UnpublishNews } from "./commands.ts"
import { NewsAlreadyExists, NewsAlreadyPublished, NewsNotFound, NewsNotPublished } from "./errors.ts"
import { NewsDrafted, NewsEdited, NewsPublished, NewsUnpublished } from "./events.ts"
import { news } from "./aggregate.ts"

/** The optional fields at their defaults: no summary, no cover, every country and client. */
const detailsOf = (c: DraftNews | EditNews) => ({
  newsId: c.newsId,
  title: c.title,
  summary: c.summary ?? "",
  body: c.body,
  ...(c.coverFileId !== undefined ? { coverFileId: c.coverFileId } : {}),
  countries: [...new Set(c.countries ?? [])],
  clientIds: [...new Set(c.clientIds ?? [])]
})

export const draftNews = defineCommand<DraftNews, Lookups>({
  schema: DraftNews,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (states.of(news(c.newsId)).exists) return yield* new NewsAlreadyExists({ newsId: c.newsId })
      return [new NewsDrafted(detailsOf(c))]
    })
})

export const editNews = defineCommand<EditNews, Lookups>({
  schema: EditNews,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (!states.of(news(c.newsId)).exists) return yield* new NewsNotFound({ newsId: c.newsId })
      return [new NewsEdited(detailsOf(c))]
    })
})

export const publishNews = defineCommand<PublishNews, Lookups>({
  schema: PublishNews,
  decide: (c, states) =>
    Effect.gen(function* () {
      const s = states.of(news(c.newsId))
      if (!s.exists) return yield* new NewsNotFound({ newsId: c.newsId })
      if (s.published) return yield* new NewsAlreadyPublished({ newsId: c.newsId })
      return [new NewsPublished({ newsId: c.newsId })]
    })
})

export const unpublishNews = defineCommand<UnpublishNews, Lookups>({
  schema: UnpublishNews,
  decide: (c, states) =>
    Effect.gen(function* () {
      const s = states.of(news(c.newsId))
      if (!s.exists) return yield* new NewsNotFound({ newsId: c.newsId })
      if (!s.published) return yield* new NewsNotPublished({ newsId: c.newsId })
      return [new NewsUnpublished({ newsId: c.newsId })]
    })
})
