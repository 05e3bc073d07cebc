import { Effect } from "effect"
import { HttpServerRequest } from "effect/http"
import { ApiFailure } from "../../../domain/api/ApiFailure.ts"
import { CurrentUser } from "../../../domain/api/security.ts"
import { submitCommand } from "../commands.ts"

/** Keys longer than this are refused: a key is an id, and it is stored with every event. */
const maxKeyLength = 200

/** The request's `Idempotency-Key`, the command's id (DESIGN §5.4), or undefined without one. */
export const idempotencyKey = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const key = request.headers["idempotency-key"]
  if (key === undefined) return undefined
  if (key.length === 0 || key.length > maxKeyLength) {
    return yield* new ApiFailure({ status: 400, code: "input.invalid", details: { issues: [{ path: "Idempotency-Key", message: `1 to ${maxKeyLength} characters` }] } })
  }
  return key
})

/**
 * An admin's Idempotency-Key as the command's id: scoped by the admin and the command (the route),
 * so another admin's key, or the same key on another route, is never taken for this request
 * (issue 41: a reused key answered 200 with the first outcome and skipped an approval).
 */
export const adminCommandId = (userId: string, type: string, key: string | undefined): string | undefined =>
  key === undefined ? undefined : `admin:${userId}:${type}:${key}`

/**
 * Runs a domain command as the signed-in admin (`admin:<userId>`), so the domain's own
 * authorization applies on top of the route's role and country checks.
 */
export const runAsAdmin = (type: string, payload: unknown, key: string | undefined) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    return yield* submitCommand({ type, payload, actor: { kind: "admin", userId: user.userId }, idempotencyKey: adminCommandId(user.userId, type, key) })
  })
