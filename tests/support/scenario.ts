import { expect } from "vitest"
import { Programme } from "../../adapters/programme/Programme.ts"
import { codec } from "../../domain/programme.ts"
import { parseActor, type Handled } from "../../domain/shared/commandHandler.ts"
import type { Actor, Tagged } from "../../domain/shared/decider.ts"
import { Exit } from "effect"

/**
 * Given/when/then over the real command handler and an in-memory SQLite store with every
 * projection: `given` appends facts (events) straight to their streams, `when` sends one
 * command through the domain, `then` asserts the events it appended or the code it answered.
 */
export interface Step {
  readonly type: string
  readonly payload: Record<string, unknown>
  readonly at?: string
  readonly actor?: string
}

let seq = 0

export class Scenario {
  readonly programme: Programme
  private clock = Date.parse("2026-01-01T12:00:00Z")

  /** In memory unless a file is named (projection tests read a real SQLite file) or a programme given. */
  constructor(source: string | Programme = ":memory:") {
    this.programme = typeof source === "string" ? Programme.open(source) : source
  }

  /** Business time for the next steps. */
  at(iso: string): this {
    this.clock = Date.parse(iso)
    return this
  }

  /** Facts already recorded: appended to their streams without any rule. */
  given(...events: ReadonlyArray<Tagged>): this {
    for (const event of events) {
      const encoded = codec.encode(event)
      const streamId = codec.streamOf(event)
      seq += 1
      this.programme.log.append(
        [{ streamId, expected: "any", events: [{ eventId: `given-${seq}`, type: encoded.type, data: encoded.data }] }],
        { recordedAt: new Date(this.clock).toISOString() }
      )
    }
    this.programme.handler.forget()
    return this
  }

  /** Commands run through the domain as set-up; each must be accepted. */
  run(...steps: ReadonlyArray<Step>): this {
    for (const step of steps) {
      const handled = this.send(step)
      if (handled.outcome.status !== "accepted") {
        throw new Error(`set-up step ${step.type} was rejected: ${handled.outcome.code} ${JSON.stringify(handled.outcome.details)}`)
      }
    }
    return this
  }

  /** Sends one command; malformed input throws with the decode issues. */
  send(step: Step, commandId = `cmd-${++seq}`): Handled {
    if (step.at) this.at(step.at)
    const decoded = this.programme.handler.decode(step.type, step.payload)
    if (Exit.isFailure(decoded)) throw new Error(`${step.type} does not decode: ${JSON.stringify(decoded.cause)}`)
    const actor: Actor = parseActor(step.actor ?? "system")!
    return this.programme.executeSync({ commandId, at: this.clock, actor, command: decoded.value })
  }

  when(step: Step): Outcome {
    return new Outcome(this.send(step))
  }

  close(): void {
    this.programme.close()
  }
}

export class Outcome {
  readonly handled: Handled
  constructor(handled: Handled) {
    this.handled = handled
  }

  /** The events appended, compared by tag and fields. */
  thenEvents(...expected: ReadonlyArray<Tagged>): void {
    expect(this.handled.outcome).toMatchObject({ status: "accepted" })
    expect(this.handled.events.map(plain)).toEqual(expected.map(plain))
  }

  /** The rejection code (and no event). */
  thenRejects(code: string, details?: Record<string, unknown>): void {
    expect(this.handled.outcome).toMatchObject({ status: "rejected", code, ...(details ? { details } : {}) })
    expect(this.handled.events).toEqual([])
  }

  get events(): ReadonlyArray<Tagged> {
    return this.handled.events
  }
}

const plain = (e: Tagged) => ({ ...e })

export const scenario = (source?: string | Programme) => new Scenario(source)
