import type Database from "better-sqlite3"
import { Effect } from "effect"
import { ApiFailure } from "../../../domain/api/ApiFailure.ts"
import { localizedMessage } from "../errors.ts"
import { requireScope } from "../scope.ts"
import { ServerContext } from "../ServerContext.ts"
import { prepared } from "../statements.ts"
import { ensureOwned } from "./owners.ts"
import { idempotencyKey, runAsAdmin } from "./runCommand.ts"

const invoiceOf = (db: Database.Database, saleId: string): string =>
  prepared(db, "SELECT invoice_number FROM sales WHERE sale_id = ?").pluck().get(saleId) as string

/** One refused sale's result, its message in the request's language. */
const refused = (id: string, failure: ApiFailure, invoice: { invoiceNumber?: string }) =>
  Effect.map(localizedMessage(failure.code, failure.details), (message) => ({ id, ...invoice, ok: false, code: failure.code, message }))

/** Sales one bulk approval may name: a console page is 25 to 100. */
export const maxBulk = 500

/**
 * `sales/approve {ids}`: each sale approved or refused on its own (one result per id, in order),
 * all submitted at once so they share a group commit. Under an Idempotency-Key K each sale's
 * command id is `K:<saleId>`, so a repeat answers every first outcome again.
 */
export const approveSales = (ids: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin", "auditor")
    if (ids.length > maxBulk) {
      return yield* new ApiFailure({ status: 400, code: "input.invalid", details: { issues: [{ path: "ids", message: `at most ${maxBulk} ids` }] } })
    }
    const key = yield* idempotencyKey
    const { programme } = yield* ServerContext
    return yield* Effect.forEach(
      ids,
      (id) =>
        Effect.gen(function* () {
          yield* ensureOwned(scope, "sale", id)
          // Named by its invoice number, which the admin reads, once the sale is known to be theirs.
          const invoice = { invoiceNumber: invoiceOf(programme.db, id) }
          return yield* runAsAdmin("ApproveSale", { saleId: id }, key === undefined ? undefined : `${key}:${id}`).pipe(
            Effect.as({ id, ...invoice, ok: true }),
            Effect.catch((failure: ApiFailure) => refused(id, failure, invoice))
          )
        }).pipe(Effect.catch((failure: ApiFailure) => refused(id, failure, {}))),
      { concurrency: "unbounded" }
    )
  })
