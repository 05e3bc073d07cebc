import { Effect, Schema } from "effect"
import { describe, expect, it } from "@effect/vitest"
import type { SqliteEventLog } from "../../../adapters/store/SqliteEventLog.ts"
import { EventCodec } from "../../../domain/shared/codec.ts"
import { makeCommandHandler, type DomainDefinition, type Envelope, type Outcome, type StorePort } from "../../../domain/shared/commandHandler.ts"
import { defineCommand, streamRef } from "../../../domain/shared/decider.ts"
import type { DomainError } from "../../../domain/shared/errors.ts"
import { account, Deposited } from "../../support/accountAggregate.ts"
import { openLog } from "../../support/openLog.ts"

class Deposit extends Schema.TaggedClass<Deposit>()("Deposit", { accountId: Schema.String, amountCents: Schema.Int }) {}

class AmountNotPositive extends Schema.TaggedError<AmountNotPositive>()("AmountNotPositive", {}) {
  get code() {
    return "account.amount_not_positive" as const
  }
}

const domain: DomainDefinition<void> = {
  codec: new EventCodec([account]),
  commands: {
    Deposit: defineCommand<Deposit, void>({
      schema: Deposit,
      // Reading the account makes its version the append's expected version.
      decide: (c, states) =>
        states.of(streamRef(account, c.accountId)) !== undefined && c.amountCents > 0
          ? Effect.succeed([new Deposited({ accountId: c.accountId, amountCents: c.amountCents, currency: "BRL" })])
          : Effect.fail<DomainError>(new AmountNotPositive())
    })
  },
  authorize: () => undefined
}

const portOf = (log: SqliteEventLog): StorePort => ({
  findOutcome: (commandId) => log.findCommand(commandId)?.outcome as Outcome | undefined,
  readStream: (streamId, fromVersion) => log.readStream(streamId, fromVersion),
  append: (streams, commandId, outcome, recordedAt) => log.append(streams, { commandId, outcome: { ...outcome }, recordedAt }),
  recordRejection: (commandId, outcome, recordedAt) => log.recordCommand(commandId, { ...outcome }, recordedAt)
})

const deposit = (commandId: string, amountCents: number): Envelope => ({
  commandId,
  at: Date.parse("2026-02-10T17:00:00Z"),
  actor: { kind: "system" },
  command: new Deposit({ accountId: "a1", amountCents })
})

/**
 * Runs `beforeAppend` once, just before this handler's first append or rejection reaches the
 * store: the moment another process running the same fixture gets there first.
 */
const racedPort = (log: SqliteEventLog, beforeWrite: () => void): StorePort => {
  let raced = false
  const port = portOf(log)
  const race = () => {
    if (!raced) (raced = true), beforeWrite()
  }
  return {
    ...port,
    append: (...args) => (race(), port.append(...args)),
    recordRejection: (...args) => (race(), port.recordRejection(...args))
  }
}

describe("the command handler, when another process runs the same command at the same time", () => {
  it.effect("answers the first outcome when the other one's append got there first", () =>
    Effect.gen(function* () {
      const log = openLog()
      const other = makeCommandHandler(domain, portOf(log), undefined)
      const handler = makeCommandHandler(
        domain,
        racedPort(log, () => {
          // The other process moves the stream on, then runs our command: its expected
          // version differs from ours, so our append is refused as a conflict, not a repeat.
          Effect.runSync(other.execute(deposit("cmd-0", 1)))
          Effect.runSync(other.execute(deposit("cmd-1", 5)))
        }),
        undefined
      )
      const handled = yield* handler.execute(deposit("cmd-1", 5))
      expect(handled.repeated).toBe(true)
      expect(handled.outcome).toMatchObject({ status: "accepted", events: 1 })
      expect(log.readStream("account-a1")).toHaveLength(2)
    })
  )

  it.effect("keeps the first rejection when both reject it", () =>
    Effect.gen(function* () {
      const log = openLog()
      const other = makeCommandHandler(domain, portOf(log), undefined)
      const handler = makeCommandHandler(domain, racedPort(log, () => Effect.runSync(other.execute(deposit("cmd-2", 0)))), undefined)
      const handled = yield* handler.execute(deposit("cmd-2", 0))
      expect(handled.outcome).toMatchObject({ status: "rejected", code: "account.amount_not_positive" })
      expect(log.findCommand("cmd-2")?.outcome).toMatchObject({ status: "rejected" })
    })
  )
})

describe("the command handler's folded states", () => {
  const depositTo = (accountId: string, n: number): Envelope => ({
    commandId: `${accountId}-${n}`,
    at: Date.parse("2026-02-10T17:00:00Z") + n,
    actor: { kind: "system" },
    command: new Deposit({ accountId, amountCents: 100 })
  })

  it("keeps a long stream over short ones used about as recently: folding it again costs its every event", () => {
    const log = openLog()
    const port = portOf(log)
    // Events the handler read back from the log, by stream: what a refold costs.
    const read = new Map<string, number>()
    const counted: StorePort = {
      ...port,
      readStream: (id, from) => {
        const events = port.readStream(id, from)
        read.set(id, (read.get(id) ?? 0) + events.length)
        return events
      }
    }
    const handler = makeCommandHandler(domain, counted, undefined, { cacheLimit: 10 })
    for (let n = 0; n < 30; n++) handler.executeSync(depositTo("long", n))
    // Ten one-event streams after it: the cache is full, and the least recently used would be "long".
    for (let k = 0; k < 10; k++) handler.executeSync(depositTo(`short${k}`, 0))
    read.clear()
    expect(handler.executeSync(depositTo("long", 30)).outcome).toMatchObject({ status: "accepted" })
    expect(read.get("account-long") ?? 0).toBe(0)
    expect(log.readStream("account-long")).toHaveLength(31)
  })

  it("keeps more states while a bulk import raises the limit, and drops the extra ones when it puts the limit back", () => {
    const log = openLog()
    const port = portOf(log)
    // Events folded again from the log: a state dropped from the cache costs all of its events.
    let refolded = 0
    const counted: StorePort = {
      ...port,
      readStream: (id, from) => {
        const events = port.readStream(id, from)
        refolded += events.length
        return events
      }
    }
    const handler = makeCommandHandler(domain, counted, undefined, { cacheLimit: 10 })
    const restore = handler.useCacheLimit(40)
    for (let k = 0; k < 30; k++) handler.executeSync(depositTo(`a${k}`, 0))
    refolded = 0
    for (let k = 0; k < 30; k++) handler.executeSync(depositTo(`a${k}`, 1))
    // All thirty fit under the raised limit: none was folded again.
    expect(refolded).toBe(0)
    restore()
    for (let k = 0; k < 30; k++) handler.executeSync(depositTo(`a${k}`, 2))
    // Back to ten: at least twenty were dropped, and each is folded again from its two events.
    expect(refolded).toBeGreaterThanOrEqual(40)
    expect(log.readStream("account-a0")).toHaveLength(3)
  })

  it("never drops a state used since keptFrom, whatever the limit, and drops the older ones first", () => {
    const log = openLog()
    const port = portOf(log)
    const refolded = new Set<string>()
    const counted: StorePort = {
      ...port,
      readStream: (id, from) => {
        const events = port.readStream(id, from)
        if (events.length > 0) refolded.add(id)
        return events
      }
    }
    let keptFrom = Infinity
    const handler = makeCommandHandler(domain, counted, undefined, { cacheLimit: 5, keptFrom: () => keptFrom })
    for (let k = 0; k < 5; k++) handler.executeSync(depositTo(`old${k}`, 0))
    // From here on, as a pipelined import's uncommitted batch: twenty streams, four times the limit.
    keptFrom = handler.stamp()
    for (let k = 0; k < 20; k++) handler.executeSync(depositTo(`new${k}`, 0))
    refolded.clear()
    for (let k = 0; k < 20; k++) handler.executeSync(depositTo(`new${k}`, 1))
    expect([...refolded]).toEqual([])
    // The older ones made room.
    for (let k = 0; k < 5; k++) handler.executeSync(depositTo(`old${k}`, 1))
    expect(refolded.size).toBe(5)
    expect(log.readStream("account-new19")).toHaveLength(2)
  })
})
