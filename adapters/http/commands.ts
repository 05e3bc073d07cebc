import { Effect, Exit } from "effect"
import { randomUUID } from "node:crypto"
import { ApiFailure } from "../../domain/api/ApiFailure.ts"
import { IdempotencyKeyReused } from "../../domain/api/errors.ts"
import type { Actor } from "../../domain/shared/decider.ts"
import type { Handled } from "../../domain/shared/commandHandler.ts"
import { errorDetails } from "../../domain/shared/errors.ts"
import type { Programme } from "../programme/Programme.ts"
import { ServerContext } from "./ServerContext.ts"
import { domainFailureOrDie, failureOf, refusalOf } from "./errors.ts"
import { groupCommitOf } from "./groupCommit.ts"
import { claimCommandId, requestFingerprint } from "./idempotency.ts"

export interface CommandRequest {
  /** The domain command's name, as in fixtures (`ReportSale`, `ApproveSale`, …). */
  readonly type: string
  readonly payload: unknown
  readonly actor: Actor
  /**
   * The request's `Idempotency-Key`, already scoped by its caller to the principal and the route
   * (`admin:<userId>:<type>:<key>`, `me:<userId>:<type>:<key>`): the command's id, so a repeat
   * answers the first outcome, and the same key with a different payload is refused (422).
   */
  readonly idempotencyKey?: string | undefined
}

/** An accepted command: its id (for the log) and what it appended this time (none on a repeat). */
export interface CommandAccepted {
  readonly commandId: string
  readonly repeated: boolean
  readonly handled: Handled
}

/**
 * The one way the HTTP layer runs a domain command (DESIGN §5.4): decoded by the domain's
 * schema (malformed → 400 with field paths), decided at the server's time, its outcome kept
 * under the Idempotency-Key; a rule rejection fails with its code (422, 404, 409 by the code).
 * Every route that changes something goes through here, so the way commands are committed
 * is decided in this file alone: grouped (groupCommit.ts).
 */
export const submitCommand = (request: CommandRequest): Effect.Effect<CommandAccepted, ApiFailure, ServerContext> =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    const decoded = programme.handler.decode(request.type, request.payload)
    if (Exit.isFailure(decoded)) {
      const error = decoded.cause.reasons.map((r) => (r._tag === "Fail" ? r.error : undefined)).find((e) => e !== undefined)
      return yield* new ApiFailure({ status: 400, code: error?.code ?? "input.invalid", details: error ? errorDetails(error) : {} })
    }
    const commandId = request.idempotencyKey ?? randomUUID()
    // A key reused for another record or another content would answer the first outcome and do nothing.
    if (request.idempotencyKey !== undefined && !claimCommandId(programme.db, commandId, requestFingerprint(request.type, request.payload))) {
      return yield* failureOf(new IdempotencyKeyReused({}))
    }
    // Committed with the commands arriving meanwhile, answered once their group is durable.
    const result = yield* Effect.promise(() =>
      groupCommitOf(programme).submit({ commandId, at: now(), actor: request.actor, command: decoded.value })
    )
    if (result._tag === "conflict") return yield* new ApiFailure({ status: 409, code: result.error.code, details: {} })
    if (result._tag === "defect") return yield* Effect.die(result.error)
    const handled = result.handled
    if (handled.outcome.status === "rejected") {
      const { code, details } = handled.outcome
      return yield* refusalOf(code, details)
    }
    return { commandId, repeated: handled.repeated, handled }
  })

/**
 * Work that reads and appends in one step of the group commit (groupCommit.ts `submitWork`): a
 * replay's corrections, decided on what it read, with nothing committed in between. A domain
 * error it throws is answered by its code (as a command's rejection); anything else is our bug.
 */
export const submitWork = <T>(work: (programme: Programme) => T): Effect.Effect<T, ApiFailure, ServerContext> =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    return yield* Effect.tryPromise({ try: () => groupCommitOf(programme).submitWork(() => work(programme)), catch: (e) => e }).pipe(
      Effect.catch(domainFailureOrDie)
    )
  })
