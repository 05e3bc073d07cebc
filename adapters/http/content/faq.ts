import { Effect } from "effect"
import type { Locale } from "../../../domain/i18n/catalogue.ts"
import type { Principal } from "../../../domain/api/security.ts"
import { prepared } from "../statements.ts"
import { ServerContext } from "../ServerContext.ts"
import { defaultLanguageOf } from "../session.ts"

type Row = { categoryId: string; name: string; entryId: string | null; question: string | null; answer: string | null }

/**
 * `GET /api/me/faq?language=`: the FAQ in the language asked for (the app's), else the learner's
 * own, by category in their order; a category without questions is left out.
 */
export const myFaq = (user: Principal, query: { language?: Locale | undefined }) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const chosen = prepared(programme.db, "SELECT language FROM user_settings WHERE user_id = ?").pluck().get(user.userId) as Locale | null | undefined
    const language = query.language ?? chosen ?? defaultLanguageOf(user.country)
    const rows = prepared(
      programme.db,
      `SELECT c.category_id AS categoryId, c.name, e.entry_id AS entryId, e.question, e.answer
       FROM faq_categories c JOIN faq_entries e ON e.category_id = c.category_id
       WHERE c.language = ? ORDER BY c.position, c.name, e.position, e.question`
    ).all(language) as Array<Row>
    const categories = new Map<string, { categoryId: string; name: string; entries: Array<{ entryId: string; question: string; answer: string }> }>()
    for (const r of rows) {
      const c = categories.get(r.categoryId) ?? { categoryId: r.categoryId, name: r.name, entries: [] }
      categories.set(r.categoryId, c)
      if (r.entryId !== null) c.entries.push({ entryId: r.entryId, question: r.question ?? "", answer: r.answer ?? "" })
    }
    return { language, categories: [...categories.values()] }
  })
