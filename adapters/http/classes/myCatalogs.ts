import { Effect } from "effect"
import type { Principal } from "../../../domain/api/security.ts"
import { CatalogNotFound } from "../../../domain/catalog/errors.ts"
import { failureOf } from "../errors.ts"
import { ServerContext, type ServerContextShape } from "../ServerContext.ts"
import { myClient } from "./myClient.ts"

interface CatalogRow { catalogId: string; title: string; description: string | null }

const catalogsOf = (db: ServerContextShape["programme"]["db"], clientId: string, catalogId?: string) => {
  const rows = db
    .prepare<[string, string | null, string | null], CatalogRow>(
      "SELECT catalog_id AS catalogId, title, description FROM classes_catalogs WHERE client_id = ? AND (? IS NULL OR catalog_id = ?) ORDER BY title, catalog_id"
    )
    .all(clientId, catalogId ?? null, catalogId ?? null)
  // Published courses only: a draft is not the learners' yet.
  const courses = db.prepare<[string, string], { courseId: string; title: string; classCount: number }>(
    `SELECT cc.course_id AS courseId, c.title, (SELECT count(*) FROM classes k WHERE k.course_id = cc.course_id AND k.client_id = ?) AS classCount
     FROM classes_catalog_courses cc JOIN courses c ON c.course_id = cc.course_id AND c.status = 'published' WHERE cc.catalog_id = ? ORDER BY cc.position`
  )
  return rows.map((r) => ({ id: r.catalogId, ...r, courses: courses.all(clientId, r.catalogId) }))
}

/** `GET /api/me/class-catalogs`: my client's presential catalogs with their courses (SPEC §2 `presential-courses`). */
export const myClassCatalogs = (user: Principal) =>
  Effect.gen(function* () {
    const context = yield* ServerContext
    const clientId = myClient(context, user)
    return clientId === undefined ? [] : catalogsOf(context.programme.db, clientId)
  })

/** `GET /api/me/class-catalogs/:id`: one of my client's catalogs; another's is unknown. */
export const myClassCatalog = (user: Principal, catalogId: string) =>
  Effect.gen(function* () {
    const context = yield* ServerContext
    const clientId = myClient(context, user)
    const found = clientId === undefined ? undefined : catalogsOf(context.programme.db, clientId, catalogId)[0]
    if (found === undefined) return yield* failureOf(new CatalogNotFound({ catalogId }))
    return found
  })
