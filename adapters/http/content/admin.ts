import { Effect } from "effect"
import { oneRecord } from "../admin/readResource.ts"
import { faqEntriesResource, newsResource } from "../admin/resources/content.ts"
import type { ResourceSpec } from "../admin/resource.ts"
import { idempotencyKey, runAsAdmin } from "../admin/runCommand.ts"
import { requireScope } from "../scope.ts"
import { ServerContext } from "../ServerContext.ts"

/** One record's command: an admin, the record in their scope (else 404), the domain command; answers the record after it. */
const onRecord = (spec: ResourceSpec, id: string, type: string, payload: Record<string, unknown>) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin")
    const { programme } = yield* ServerContext
    yield* oneRecord(programme.db, spec, id, scope)
    yield* runAsAdmin(type, payload, yield* idempotencyKey)
    return yield* oneRecord(programme.db, spec, id, scope)
  })

const blank = (v: unknown) => v == null || v === ""

/**
 * `PUT /api/admin/news/:id`: the console's form sends the whole record back; only EditNews's
 * fields are taken, and a country admin's article stays in their country.
 */
export const editNews = (newsId: string, record: Readonly<Record<string, unknown>>) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin")
    const { title, summary, body, coverFileId, countries, clientIds } = record
    const command = {
      newsId,
      title,
      body,
      ...(blank(summary) ? {} : { summary }),
      ...(blank(coverFileId) ? {} : { coverFileId }),
      ...(blank(clientIds) ? {} : { clientIds }),
      ...(scope.all ? (blank(countries) ? {} : { countries }) : { countries: [scope.country] })
    }
    return yield* onRecord(newsResource, newsId, "EditNews", command)
  })

export const publishNews = (newsId: string) => onRecord(newsResource, newsId, "PublishNews", { newsId })
export const unpublishNews = (newsId: string) => onRecord(newsResource, newsId, "UnpublishNews", { newsId })

/** `DELETE /api/admin/faq-entries/:id`: RemoveFaqEntry; answers the entry as it was (ra-data-simple-rest's delete). */
export const removeFaqEntry = (entryId: string) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin")
    const { programme } = yield* ServerContext
    const before = yield* oneRecord(programme.db, faqEntriesResource, entryId, scope)
    yield* runAsAdmin("RemoveFaqEntry", { entryId }, yield* idempotencyKey)
    return before
  })
