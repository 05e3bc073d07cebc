import { Effect } from "effect"
import { ServerContext } from "../ServerContext.ts"
import { ensureInScope, type CountryScope } from "../scope.ts"
import { notFound } from "./readResource.ts"

/** The country that owns each kind of record a command route acts on, from the read models. */
const ownerSql = {
  sale: "SELECT c.country FROM sales s JOIN campaigns c ON c.campaign_id = s.campaign_id WHERE s.sale_id = ?",
  account: "SELECT country FROM accounts WHERE user_id = ?",
  campaign: "SELECT country FROM campaigns WHERE campaign_id = ?",
  member: "SELECT country FROM members WHERE user_id = ?"
} as const

/**
 * Passes when the record exists in the admin's country (any, for a superuser); otherwise `404`,
 * the same answer as a record that does not exist, so another country's ids reveal nothing.
 */
export const ensureOwned = (scope: CountryScope, kind: keyof typeof ownerSql, id: string) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const country = programme.db.prepare<[string], string>(ownerSql[kind]).pluck().get(id)
    yield* ensureInScope(scope, country, notFound)
  })
