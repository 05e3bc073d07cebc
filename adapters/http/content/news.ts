import { Effect } from "effect"
import type Database from "better-sqlite3"
import type { Principal } from "../../../domain/api/security.ts"
import { NewsNotFound } from "../../../domain/news/errors.ts"
import { sanitizeHtml } from "../../content/sanitizeHtml.ts"
import { failureOf } from "../errors.ts"
import { page, pageRequest, type ListSpec } from "../me/lists.ts"
import { prepared } from "../statements.ts"
import { ServerContext } from "../ServerContext.ts"

const newsList: ListSpec = {
  resource: "news",
  sortable: { id: "n.news_id", publishedAt: "n.published_at", title: "n.title COLLATE NOCASE" },
  defaultSort: ["publishedAt", "DESC"],
  tieBreak: "n.news_id"
}

const columns = "n.news_id AS id, n.title, n.summary, n.cover_file_id AS coverFileId, n.published_at AS publishedAt"

/**
 * Published, for the learner's country and one of their client companies: an empty list reaches
 * everyone. Another country's or client's article is not there (404), as one that does not exist.
 */
const readable = `n.published = 1
  AND (n.countries = '[]' OR EXISTS (SELECT 1 FROM json_each(n.countries) j WHERE j.value = ?))
  AND (n.client_ids = '[]' OR EXISTS (SELECT 1 FROM json_each(n.client_ids) j JOIN client_members m ON m.client_id = j.value WHERE m.user_id = ?))`

type Row = { id: string; title: string; summary: string; coverFileId: string | null; publishedAt: string }

/** `GET /api/me/news`: the articles I may read, newest first. */
export const listMyNews = (user: Principal, query: { range?: string | undefined; sort?: string | undefined }) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const request = yield* pageRequest(query, newsList)
    const total = prepared(programme.db, `SELECT count(*) FROM news n WHERE ${readable}`).pluck().get(user.country, user.userId) as number
    const rows = prepared(programme.db, `SELECT ${columns} FROM news n WHERE ${readable} ORDER BY ${request.orderBy} LIMIT ? OFFSET ?`).all(
      user.country,
      user.userId,
      request.limit,
      request.offset
    ) as Array<Row>
    return page(newsList, request, rows, total)
  })

const readArticle = (db: Database.Database, user: Principal, newsId: string) =>
  prepared(db, `SELECT ${columns}, n.body FROM news n WHERE n.news_id = ? AND ${readable}`).get(newsId, user.country, user.userId) as (Row & { body: string }) | undefined

/** `GET /api/me/news/:id`: one article, its body sanitized on the way out (no script ever reaches the page). */
export const myNewsArticle = (user: Principal, newsId: string) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const row = readArticle(programme.db, user, newsId)
    if (row === undefined) return yield* failureOf(new NewsNotFound({ newsId }))
    const { body, ...item } = row
    return { ...item, html: sanitizeHtml(body) }
  })
