import type Database from "better-sqlite3"
import { Effect } from "effect"
import { ApiFailure } from "../../../domain/api/ApiFailure.ts"
import { IdempotencyKeyReused } from "../../../domain/api/errors.ts"
import { CurrentUser } from "../../../domain/api/security.ts"
import { failureOf, localizedMessage } from "../errors.ts"
import { claimCommandId, requestFingerprint } from "../idempotency.ts"
import { requireScope } from "../scope.ts"
import { ServerContext } from "../ServerContext.ts"
import { prepared } from "../statements.ts"
import { ensureOwned } from "./owners.ts"
import { adminCommandId, idempotencyKey, runAsAdmin } from "./runCommand.ts"

const invoiceOf = (db: Database.Database, saleId: string): string =>
  prepared(db, "SELECT invoice_number FROM sales WHERE sale_id = ?").pluck().get(saleId) as string

/** One refused sale's result, its message in the request's language. */
const refused = (id: string, failure: ApiFailure, invoice: { invoiceNumber?: string }) =>
  Effect.map(localizedMessage(failure.code, failure.details), (message) => ({ id, ...invoice, ok: false, code: failure.code, message }))

/** Sales one bulk approval may name: a console page is 25 to 100. */
export const maxBulk = 500

/**
 * `sales/approve {ids}` and `sales/reprove {ids, reason}`: each sale decided or refused on its own
 * (one result per id, in order), all submitted at once so they share a group commit. Under an
 * Idempotency-Key K each sale's command id is `K:<saleId>`, so a repeat answers every first outcome again.
 */
export const approveSales = (ids: ReadonlyArray<string>) => decideSales(ids, "ApproveSale", {})

/**
 * The same reason for every sale of the selection (a batch of the same forged invoice, say). A
 * missing reason is the request's fault, said once: not the same refusal for every sale.
 */
export const reproveSales = (ids: ReadonlyArray<string>, reason: string) =>
  Effect.gen(function* () {
    yield* requireScope("admin", "auditor")
    if (reason.trim() === "") {
      return yield* new ApiFailure({ status: 400, code: "input.invalid", details: { issues: [{ path: "reason", message: "a reason is required" }] } })
    }
    return yield* decideSales(ids, "ReproveSale", { reason })
  })

const decideSales = (ids: ReadonlyArray<string>, type: "ApproveSale" | "ReproveSale", extra: Record<string, string>) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin", "auditor")
    if (ids.length > maxBulk) {
      return yield* new ApiFailure({ status: 400, code: "input.invalid", details: { issues: [{ path: "ids", message: `at most ${maxBulk} ids` }] } })
    }
    const key = yield* idempotencyKey
    // The whole request holds the key too: the same key with other ids is refused, not half-repeated.
    const user = yield* CurrentUser
    const { programme } = yield* ServerContext
    const route = `${type}s`
    if (key !== undefined && !claimCommandId(programme.db, adminCommandId(user.userId, route, key)!, requestFingerprint(route, { ids, ...extra }))) {
      return yield* failureOf(new IdempotencyKeyReused({}))
    }
    return yield* Effect.forEach(
      ids,
      (id) =>
        Effect.gen(function* () {
          yield* ensureOwned(scope, "sale", id)
          // Named by its invoice number, which the admin reads, once the sale is known to be theirs.
          const invoice = { invoiceNumber: invoiceOf(programme.db, id) }
          return yield* runAsAdmin(type, { saleId: id, ...extra }, key === undefined ? undefined : `${key}:${id}`).pipe(
            Effect.as({ id, ...invoice, ok: true }),
            Effect.catch((failure: ApiFailure) => refused(id, failure, invoice))
          )
        }).pipe(Effect.catch((failure: ApiFailure) => refused(id, failure, {}))),
      { concurrency: "unbounded" }
    )
  })
