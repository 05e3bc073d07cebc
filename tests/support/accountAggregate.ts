import { Schema } from "effect"
import type { Upcaster } from "../../domain/shared/codec.ts"
import type { Aggregate } from "../../domain/shared/decider.ts"

/**
 * A tiny aggregate whose `Deposited` event evolved twice:
 * v1 `{accountId, amount}` in whole reais → v2 added `currency` → v3 (current) counts cents.
 */
export class Deposited extends Schema.TaggedClass<Deposited>()("Deposited", {
  accountId: Schema.String,
  amountCents: Schema.Int,
  currency: Schema.String
}) {}

export class Closed extends Schema.TaggedClass<Closed>()("Closed", { accountId: Schema.String }) {}

export type AccountEvent = Deposited | Closed

export const account: Aggregate<{ readonly balance: number; readonly open: boolean }, AccountEvent> = {
  name: "account",
  initialState: { balance: 0, open: true },
  evolve: (s, e) => (e._tag === "Deposited" ? { ...s, balance: s.balance + e.amountCents } : { ...s, open: false }),
  events: [Deposited, Closed],
  streamOf: (e) => `account-${e.accountId}`
}

export const accountUpcasters: ReadonlyArray<Upcaster> = [
  { type: "Deposited", fromVersion: 2, up: ({ amount, ...rest }) => ({ ...rest, amountCents: Number(amount) * 100 }) },
  { type: "Deposited", fromVersion: 1, up: (data) => ({ ...data, currency: "BRL" }) }
]
