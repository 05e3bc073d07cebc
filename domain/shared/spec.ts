import { Clock, Effect } from "effect"
import type { EventCodec } from "./codec.ts"
import type { Actor, CommandDef, States, StreamRef, Tagged } from "./decider.ts"
import type { DomainError } from "./errors.ts"

export type Then = { readonly events: ReadonlyArray<Tagged> } | { readonly code: string; readonly error: DomainError }

/**
 * The pure given/when/then of one decision, without any store: `given` facts are folded into
 * the states of their streams, `when` decides at the Clock's time (TestClock in tests), and the
 * result is the events decided or the rejection's code. For rules that need read-model lookups
 * the caller passes them; tests of whole commands use the store-backed Scenario instead.
 */
export const given = (codec: EventCodec, ...facts: ReadonlyArray<Tagged>) => ({
  when: <C extends Tagged, L>(def: CommandDef<C, L>, command: C, options: { lookups: L; actor?: Actor }): Effect.Effect<Then> =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const states: States = {
        of: <S>(ref: StreamRef<S>): S => {
          let state = ref.aggregate.initialState
          for (const e of facts) if (codec.streamOf(e) === ref.streamId) state = ref.aggregate.evolve(state, e)
          return state
        }
      }
      return yield* def.decide(command, states, { now, actor: options.actor ?? { kind: "system" }, lookups: options.lookups }).pipe(
        Effect.map((events): Then => ({ events })),
        Effect.catch((error: DomainError) => Effect.succeed<Then>({ code: error.code, error }))
      )
    })
})
