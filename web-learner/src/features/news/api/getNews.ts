import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { api, apiPage } from "../../../lib/api-client.ts"
import { newsApi } from "./paths.ts"
import type { Article, News } from "./types.ts"

/** `GET /api/me/news`: the first `count` articles I may read, newest first, and how many there are. */
export const useNews = (count: number) => useQuery({ queryKey: ["news", count], queryFn: () => apiPage<News>(newsApi.list(count)), placeholderData: keepPreviousData })

/** `GET /api/me/news/:id`: one article, its body already sanitized by the server. */
export const useArticle = (id: string) => useQuery({ queryKey: ["news-article", id], queryFn: () => api<Article>(newsApi.article(id)) })
