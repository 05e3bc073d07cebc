import { Schema, SchemaAST } from "effect"
import type { Aggregate, Tagged } from "./decider.ts"
import type { StoredEvent } from "./eventStore.ts"

/**
 * An upcaster lifts the stored payload of an older event version to the next one. Schema
 * evolution is explicit: an event's `v` (in its metadata) says which shape its data has.
 */
export interface Upcaster {
  readonly type: string
  readonly fromVersion: number
  readonly up: (data: Record<string, unknown>) => Record<string, unknown>
}

interface Entry {
  readonly aggregate: Aggregate<unknown, Tagged>
  readonly decode: (u: unknown) => Tagged
  readonly encode: (e: Tagged) => Record<string, unknown>
  readonly version: number
  readonly upcasters: ReadonlyArray<Upcaster>
  /** Every field is its own JSON form: current stored data already has the decoded fields. */
  readonly plain: boolean
}

export interface EncodedEvent {
  readonly type: string
  readonly data: Record<string, unknown>
  readonly version: number
}

/** Encodes domain events for the log and decodes (upcasting first) what the log gives back. */
export class EventCodec {
  private readonly entries = new Map<string, Entry>()

  constructor(aggregates: ReadonlyArray<Aggregate<any, any>>, upcasters: ReadonlyArray<Upcaster> = []) {
    for (const aggregate of aggregates) {
      for (const schema of aggregate.events) {
        const tag = tagOf(schema)
        if (this.entries.has(tag)) throw new Error(`event type ${tag} is owned twice`)
        const own = upcasters.filter((u) => u.type === tag).sort((a, b) => a.fromVersion - b.fromVersion)
        const decode = Schema.decodeUnknownSync(schema as Schema.Codec<Tagged, unknown>)
        const encodeSync = Schema.encodeSync(schema as Schema.Codec<Tagged, unknown>)
        const plain = plainFields(schema)
        this.entries.set(tag, {
          aggregate,
          decode,
          // An event is validated when it is built. When no field has an encoding of its own
          // (every one is its own JSON form), encoding is a copy of the fields, in schema order;
          // a full encodeSync would validate the event a second time.
          encode: plain
            ? (e) => {
                const data: Record<string, unknown> = {}
                for (const k of plain) if (Object.hasOwn(e, k)) data[k] = (e as unknown as Record<string, unknown>)[k]
                return data
              }
            : (e) => {
                const { _tag, ...data } = encodeSync(e) as Record<string, unknown>
                return data
              },
          version: (own[own.length - 1]?.fromVersion ?? 0) + 1,
          upcasters: own,
          plain: plain !== undefined
        })
      }
    }
  }

  has(type: string): boolean {
    return this.entries.has(type)
  }

  aggregateOf(type: string): Aggregate<unknown, Tagged> | undefined {
    return this.entries.get(type)?.aggregate
  }

  streamOf(event: Tagged): string {
    const entry = this.entries.get(event._tag)
    if (!entry) throw new Error(`unknown event type ${event._tag}`)
    return entry.aggregate.streamOf(event)
  }

  encode(event: Tagged): EncodedEvent {
    const entry = this.entries.get(event._tag)
    if (!entry) throw new Error(`unknown event type ${event._tag}`)
    return { type: event._tag, data: entry.encode(event), version: entry.version }
  }

  /** Whether stored events of this type may need lifting: without upcasters, `upcast` is identity. */
  upcasts(type: string): boolean {
    return (this.entries.get(type)?.upcasters.length ?? 0) > 0
  }

  /** Lifts stored data to the current version of its type (identity when already current). */
  upcast(type: string, data: unknown, version: number): unknown {
    const entry = this.entries.get(type)
    return entry ? lift(entry, data, version) : data
  }

  /** A stored event decoded to its current class, whatever version it was written at. */
  decodeStored(event: StoredEvent): Tagged {
    return this.decode(event.type, event.data, storedVersion(event))
  }

  /** The stored event with its data lifted to the current version (for projections). */
  upcastStored(event: StoredEvent): StoredEvent {
    const version = storedVersion(event)
    const data = this.upcast(event.type, event.data, version)
    return data === event.data ? event : { ...event, data, metadata: { ...event.metadata, v: this.entries.get(event.type)?.version ?? version } }
  }

  /**
   * For read-only folds over our own log (replay), where decoding dominates: data written by
   * this codec was validated when its event was built, so when it is at the current version
   * and every field is its own JSON form, the stored fields are the decoded fields. Answers
   * them with their tag as a plain object (no class instance, no second validation); anything
   * else is decoded in full.
   */
  decodeTrusted(type: string, data: unknown, version = 1): Tagged {
    const entry = this.entries.get(type)
    if (entry?.plain && version >= entry.version && typeof data === "object" && data !== null) {
      return { ...(data as Record<string, unknown>), _tag: type }
    }
    return this.decode(type, data, version)
  }

  decode(type: string, data: unknown, version = 1): Tagged {
    const entry = this.entries.get(type)
    if (!entry) throw new Error(`unknown event type ${type}`)
    return entry.decode({ ...(lift(entry, data, version) as Record<string, unknown>), _tag: type })
  }
}

/** The field names (without `_tag`) of a schema whose every field encodes as itself, or undefined. */
const plainFields = (schema: unknown): ReadonlyArray<string> | undefined => {
  const fields = (schema as { fields?: Record<string, { ast?: SchemaAST.AST }> }).fields
  if (!fields) return undefined
  const names: Array<string> = []
  for (const [name, field] of Object.entries(fields)) {
    const ast = field?.ast
    if (!ast || SchemaAST.toEncoded(ast) !== ast) return undefined
    if (name !== "_tag") names.push(name)
  }
  return names
}

/** Lifts data written at `version` to the entry's current version (as is when current). */
const lift = (entry: Entry, data: unknown, version: number): unknown => {
  if (version >= entry.version) return data
  let current = data as Record<string, unknown>
  for (const u of entry.upcasters) if (u.fromVersion >= version) current = u.up(current)
  return current
}

/** The version of a stored event's data: `v` in its metadata, 1 when absent. */
export const storedVersion = (event: StoredEvent): number => Number(event.metadata["v"] ?? 1)

export const tagOf = (schema: unknown): string => {
  const fields = (schema as { fields?: { _tag?: { schema?: { literal?: string }; literal?: string; ast?: { literal?: string } } } }).fields
  const tagSchema = fields?._tag as unknown as { ast?: { literal?: string }; literal?: string; schema?: { ast?: { literal?: string } } } | undefined
  const tag = tagSchema?.ast?.literal ?? tagSchema?.literal ?? tagSchema?.schema?.ast?.literal
  if (typeof tag !== "string") throw new Error("event schema without a literal _tag")
  return tag
}
