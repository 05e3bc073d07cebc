import { Effect, Exit } from "effect"
import { randomUUID } from "node:crypto"
import { ApiFailure } from "../../domain/api/ApiFailure.ts"
import type { Handled } from "../../domain/shared/commandHandler.ts"
import type { Actor } from "../../domain/shared/decider.ts"
import { errorDetails } from "../../domain/shared/errors.ts"
import { ConcurrencyConflict } from "../../domain/shared/eventStore.ts"
import { statusOfCode } from "./errors.ts"
import { ServerContext } from "./ServerContext.ts"

export interface CommandRequest {
  /** A command type of the fixture vocabulary (docs/fixtures.md), e.g. `ReportSale`. */
  readonly type: string
  readonly payload: unknown
  readonly actor: Actor
  /** The `Idempotency-Key` header when the client sent one (DESIGN §5.4): a repeat answers the first outcome. */
  readonly commandId?: string | undefined
}

/**
 * Runs one command through the domain for a handler: decoded by its schema (`400 input.invalid`
 * with the paths), decided and committed at the server's clock; a rule's rejection is its code
 * with its status (`422`, `404`, `409`…), a concurrency conflict left after the retries `409`.
 * The outcome of a repeated command id is the first one's. The accepted result carries the events.
 */
export const executeCommand = (request: CommandRequest): Effect.Effect<Handled, ApiFailure, ServerContext> =>
  Effect.flatMap(Effect.service(ServerContext), ({ programme, now }) => {
    const decoded = programme.handler.decode(request.type, request.payload)
    if (Exit.isFailure(decoded)) {
      const error = decoded.cause.reasons.map((r) => (r._tag === "Fail" ? r.error : undefined)).find((e) => e !== undefined)
      return Effect.fail(
        error === undefined
          ? new ApiFailure({ status: 400, code: "input.invalid", details: {} })
          : new ApiFailure({ status: 400, code: error.code, details: errorDetails(error) })
      )
    }
    const envelope = { commandId: request.commandId ?? randomUUID(), at: now(), actor: request.actor, command: decoded.value }
    try {
      const handled = programme.executeSync(envelope)
      if (handled.outcome.status === "accepted") return Effect.succeed(handled)
      const { code, details } = handled.outcome
      return Effect.fail(new ApiFailure({ status: statusOfCode(code), code, details: { ...details } }))
    } catch (e) {
      if (e instanceof ConcurrencyConflict) return Effect.fail(new ApiFailure({ status: 409, code: e.code, details: errorDetails(e) }))
      return Effect.die(e)
    }
  })
