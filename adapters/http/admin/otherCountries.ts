import type { ApiFailure } from "../../../domain/api/ApiFailure.ts"
import { UnknownReference } from "../../../domain/reference/errors.ts"
import { failureOf } from "../errors.ts"
import type { CountryScope } from "../scope.ts"

/**
 * A country admin is answered about another country's store or chain as about an id that does
 * not exist (DESIGN §5.3, issue 41): the domain's `campaign.store_wrong_country` and
 * `reference.country_mismatch` named that country in their details, so a refused enrolment or
 * store told a Brazilian admin that an Argentine chain existed, and where. Superusers see all.
 */
export const asUnknownElsewhere =
  (scope: CountryScope, payload: Readonly<Record<string, unknown>>) =>
  (failure: ApiFailure): ApiFailure => {
    if (scope.all) return failure
    if (failure.code === "campaign.store_wrong_country") return failureOf(new UnknownReference({ kind: "store", id: String(payload["storeId"]) }))
    // A country admin's new store is in their country: a mismatch means the chain is in another.
    if (failure.code === "reference.country_mismatch") return failureOf(new UnknownReference({ kind: "chain", id: String(payload["chainId"]) }))
    return failure
  }
