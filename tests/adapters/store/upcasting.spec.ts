import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { EventStore } from "../../../adapters/store/EventStore.ts"
import { EventCodec } from "../../../domain/shared/codec.ts"
import { account, accountUpcasters, Closed, Deposited, type AccountEvent } from "../../support/accountAggregate.ts"
import { readTotals, totalsProjection } from "../../support/totalsProjection.ts"

const codec = new EventCodec([account], accountUpcasters)

/** Events as three generations of the code wrote them, straight into the log. */
const history = [
  { eventId: "d-1", type: "Deposited", data: { accountId: "a1", amount: 5 }, metadata: {} },
  { eventId: "d-2", type: "Deposited", data: { accountId: "a1", amount: 7, currency: "USD" }, metadata: { v: 2 } },
  { eventId: "d-3", ...encoded(new Deposited({ accountId: "a1", amountCents: 250, currency: "BRL" })) },
  { eventId: "c-1", ...encoded(new Closed({ accountId: "a1" })) }
]

function encoded(event: Deposited | Closed) {
  const e = codec.encode(event)
  return { type: e.type, data: e.data, metadata: e.version === 1 ? {} : { v: e.version } }
}

describe("upcasting", () => {
  it("the codec writes the current version into what it encodes", () => {
    expect(codec.encode(new Deposited({ accountId: "a", amountCents: 1, currency: "BRL" })).version).toBe(3)
    expect(codec.encode(new Closed({ accountId: "a" })).version).toBe(1)
  })

  it.effect("events stored at older versions decode to the current class and shape", () =>
    Effect.gen(function* () {
      const store = yield* EventStore
      yield* store.append([{ streamId: "account-a1", expected: "no_stream", events: history }])
      const decoded = (yield* store.readStream("account-a1")).map((e) => codec.decodeStored(e))
      expect(decoded).toEqual([
        new Deposited({ accountId: "a1", amountCents: 500, currency: "BRL" }),
        new Deposited({ accountId: "a1", amountCents: 700, currency: "USD" }),
        new Deposited({ accountId: "a1", amountCents: 250, currency: "BRL" }),
        new Closed({ accountId: "a1" })
      ])
      expect(decoded.every((e) => e instanceof Deposited || e instanceof Closed)).toBe(true)
      expect(decoded.reduce((s, e) => account.evolve(s, e as AccountEvent), account.initialState)).toEqual({ balance: 1450, open: false })
    }).pipe(Effect.provide(EventStore.layerTest()))
  )

  it("data that fits no version fails to decode rather than passing through", () => {
    expect(() => codec.decode("Deposited", { accountId: "a1", amountCents: "lots", currency: "BRL" }, 3)).toThrow()
    expect(() => codec.decode("Deposited", { accountId: "a1" }, 1)).toThrow()
  })

  it.effect("projections see upcast data when the store is given the codec's upcaster", () =>
    Effect.gen(function* () {
      const store = yield* EventStore
      yield* store.append([{ streamId: "account-a1", expected: "no_stream", events: history }])
      expect(readTotals(store.db, "cents")).toEqual({ "account-a1": { events: 3, total: 1450, lastPosition: 3 } })
    }).pipe(
      Effect.provide(
        EventStore.layerTest({
          upcast: (e) => codec.upcastStored(e),
          projections: [centsProjection]
        })
      )
    )
  )
})

/** The totals projection, reading `amountCents` of `Deposited` events as its number. */
const centsProjection = (db: Parameters<ReturnType<typeof totalsProjection>>[0]) => {
  const inner = totalsProjection("cents")(db)
  return {
    ...inner,
    handles: new Set(["Deposited"]),
    apply: (e: Parameters<typeof inner.apply>[0]) =>
      inner.apply({ ...e, type: "Added", data: { n: (e.data as { amountCents: number }).amountCents } })
  }
}
