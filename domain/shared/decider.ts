import type { Effect, Schema } from "effect"
import type { DomainError } from "./errors.ts"

/** Anything with a `_tag`: every event and command is an `effect/Schema` tagged class. */
export interface Tagged {
  readonly _tag: string
}

/** Who issues a command, as a fixture's `actor` or a token's subject says. */
export type Actor =
  | { readonly kind: "system" }
  | { readonly kind: "admin"; readonly userId: string }
  | { readonly kind: "user"; readonly userId: string }

/**
 * An aggregate: the pure fold of one stream. Stream ids are `<name>-<key>`; `streamOf` tells
 * which stream an event of this aggregate belongs to, so decisions return plain events.
 */
export interface Aggregate<S, E extends Tagged> {
  readonly name: string
  readonly initialState: S
  readonly evolve: (state: S, event: E) => S
  readonly events: ReadonlyArray<Schema.Codec<E, any> & { readonly identifier?: string }>
  readonly streamOf: (event: E) => string
}

/** A typed handle on one stream of one aggregate, used to read its folded state. */
export interface StreamRef<S> {
  readonly streamId: string
  readonly aggregate: Aggregate<S, any>
}

export const streamRef = <S>(aggregate: Aggregate<S, any>, key: string): StreamRef<S> => ({
  streamId: `${aggregate.name}-${key}`,
  aggregate
})

/**
 * The folded states a decision reads. The handler loads a stream the first time it is asked
 * for and remembers the version it read: that version is the expected version of the append.
 */
export interface States {
  readonly of: <S>(ref: StreamRef<S>) => S
}

/** What every decision may read besides the states: business time, the actor, read-only lookups. */
export interface DecideContext<L> {
  /** Business time in epoch milliseconds (the fixture's `at`, or the clock). */
  readonly now: number
  readonly actor: Actor
  readonly lookups: L
}

/**
 * One command type: its payload schema and the decision. Events returned are routed to their
 * streams by their aggregate's `streamOf`; a stream the decision read is appended with the
 * version it read as expected version, so a concurrent change makes the command decide again.
 */
export interface CommandDef<C extends Tagged, L> {
  readonly schema: Schema.Codec<C, any>
  readonly decide: (command: C, states: States, ctx: DecideContext<L>) => Effect.Effect<ReadonlyArray<Tagged>, DomainError>
}

export const defineCommand = <C extends Tagged, L>(def: CommandDef<C, L>): CommandDef<C, L> => def
