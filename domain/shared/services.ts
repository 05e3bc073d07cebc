import { Clock, Context, Effect, Layer } from "effect"
import type { Actor, Tagged } from "./decider.ts"
import type { Envelope } from "./commandHandler.ts"

/**
 * Where new ids come from. The domain never calls a random source itself: the live layer
 * (adapters) uses UUIDs, tests use a deterministic sequence.
 */
export class IdGen extends Context.Service<IdGen, { readonly next: Effect.Effect<string> }>()("domain/shared/IdGen") {
  /** `prefix-1`, `prefix-2`, … — the same ids on every run. */
  static readonly sequence = (prefix = "id") =>
    Layer.sync(IdGen, () => {
      let n = 0
      return IdGen.of({ next: Effect.sync(() => `${prefix}-${++n}`) })
    })
}

/**
 * An envelope for a command issued now (the API, an operator's replay): business time from
 * Effect's `Clock` (TestClock in tests), the command id from `IdGen` unless the caller brings
 * one (an Idempotency-Key).
 */
export const envelopeNow = <C extends Tagged>(command: C, actor: Actor, commandId?: string): Effect.Effect<Envelope<C>, never, IdGen> =>
  Effect.gen(function* () {
    const at = yield* Clock.currentTimeMillis
    const id = commandId ?? (yield* (yield* IdGen).next)
    return { commandId: id, at, actor, command }
  })
