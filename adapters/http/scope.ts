import { Effect } from "effect"
import { ApiFailure } from "../../domain/api/ApiFailure.ts"
import { CurrentUser, type Principal } from "../../domain/api/security.ts"

/**
 * Country scope (DESIGN §5.3): an admin or auditor acts on their own country's records only;
 * a superuser on all. Lists filter by it; another country's record answers 404, as if absent.
 */
export type CountryScope = { readonly all: true } | { readonly all: false; readonly country: string }

export const scopeOf = (user: Principal): CountryScope => (user.isSuperuser ? { all: true } : { all: false, country: user.country })

export const inScope = (scope: CountryScope, country: string): boolean => scope.all || scope.country === country

/** A SQL condition on a country column and its parameters: `WHERE ${sql}` with `...params`. */
export const scopeSql = (scope: CountryScope, column: string): { readonly sql: string; readonly params: ReadonlyArray<string> } =>
  scope.all ? { sql: "1 = 1", params: [] } : { sql: `${column} = ?`, params: [scope.country] }

export const forbidden = new ApiFailure({ status: 403, code: "auth.forbidden", details: {} })

/**
 * The current user if their role is one of `roles` (a superuser passes any), else `403`.
 * Usage in a handler: `const user = yield* requireRole("admin", "auditor")`.
 */
export const requireRole = (...roles: ReadonlyArray<string>): Effect.Effect<Principal, ApiFailure, CurrentUser> =>
  Effect.flatMap(Effect.service(CurrentUser), (user) => (user.isSuperuser || roles.includes(user.role) ? Effect.succeed(user) : Effect.fail(forbidden)))

/** The current user's scope, after checking the role: `const scope = yield* requireScope("admin")`. */
export const requireScope = (...roles: ReadonlyArray<string>): Effect.Effect<CountryScope, ApiFailure, CurrentUser> =>
  Effect.map(requireRole(...roles), scopeOf)

/** `404 code` unless a record's country is in scope: another country's record is not there. */
export const ensureInScope = (scope: CountryScope, country: string | undefined, notFound: ApiFailure): Effect.Effect<void, ApiFailure> =>
  country !== undefined && inScope(scope, country) ? Effect.void : Effect.fail(notFound)
