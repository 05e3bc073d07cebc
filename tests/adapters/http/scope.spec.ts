import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { CurrentUser, type Principal } from "../../../domain/api/security.ts"
import { ensureInScope, inScope, requireScope, scopeOf, scopeSql } from "../../../adapters/http/scope.ts"
import { ApiFailure } from "../../../domain/api/ApiFailure.ts"

const brAdmin: Principal = { userId: "a", role: "admin", isSuperuser: false, country: "BR" }
const superuser: Principal = { userId: "s", role: "admin", isSuperuser: true, country: "BR" }
const learner: Principal = { userId: "l", role: "learner", isSuperuser: false, country: "BR" }
const notFound = new ApiFailure({ status: 404, code: "sale.not_found", details: {} })

describe("Country scope (DESIGN §5.3)", () => {
  it("limits an admin to their country and lets a superuser see all", () => {
    expect(inScope(scopeOf(brAdmin), "BR")).toBe(true)
    expect(inScope(scopeOf(brAdmin), "AR")).toBe(false)
    expect(inScope(scopeOf(superuser), "AR")).toBe(true)
    expect(scopeSql(scopeOf(brAdmin), "s.country")).toEqual({ sql: "s.country = ?", params: ["BR"] })
    expect(scopeSql(scopeOf(superuser), "s.country")).toEqual({ sql: "1 = 1", params: [] })
  })

  it.effect("answers another country's record as not found", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(ensureInScope(scopeOf(brAdmin), "AR", notFound))
      expect(error.status).toBe(404)
      yield* ensureInScope(scopeOf(superuser), "AR", notFound)
    })
  )

  it.effect("refuses a role outside the list with 403 auth.forbidden", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(requireScope("admin", "auditor").pipe(Effect.provideService(CurrentUser, learner)))
      expect([error.status, error.code]).toEqual([403, "auth.forbidden"])
      const scope = yield* requireScope("admin").pipe(Effect.provideService(CurrentUser, brAdmin))
      expect(scope).toEqual({ all: false, country: "BR" })
    })
  )
})
