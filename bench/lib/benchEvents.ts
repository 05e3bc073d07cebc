import { Schema } from "effect"
import { EventCodec } from "../../domain/shared/codec.ts"
import type { Aggregate } from "../../domain/shared/decider.ts"
import type { NewEvent } from "../../domain/shared/eventStore.ts"

// Three event shapes of the size the loyalty domain writes (~100-byte payloads), with the
// metadata the command handler stores beside them.
class SaleReported extends Schema.TaggedClass<SaleReported>()("SaleReported", {
  saleId: Schema.String,
  userId: Schema.String,
  campaignId: Schema.String,
  storeId: Schema.String,
  invoiceNumber: Schema.String,
  basePoints: Schema.Int
}) {}
class PointsCredited extends Schema.TaggedClass<PointsCredited>()("PointsCredited", {
  userId: Schema.String,
  campaignId: Schema.String,
  saleId: Schema.String,
  points: Schema.Int,
  provisional: Schema.Boolean
}) {}
class LevelReached extends Schema.TaggedClass<LevelReached>()("LevelReached", {
  userId: Schema.String,
  campaignId: Schema.String,
  level: Schema.Int,
  xp: Schema.Int
}) {}

type BenchEvent = SaleReported | PointsCredited | LevelReached

const benchAggregate: Aggregate<number, BenchEvent> = {
  name: "bench",
  initialState: 0,
  evolve: (n) => n + 1,
  events: [SaleReported, PointsCredited, LevelReached],
  streamOf: (e) => `bench-${e.userId}`
}

export const benchCodec = new EventCodec([benchAggregate])

const sample = (i: number): BenchEvent => {
  const userId = `user-${String(i % 5000).padStart(6, "0")}`
  const campaignId = "br-2026-q1"
  switch (i % 3) {
    case 0:
      return new SaleReported({ saleId: `sale-${i}`, userId, campaignId, storeId: `store-${i % 300}`, invoiceNumber: `NF${100000 + i}`, basePoints: 10 + (i % 90) })
    case 1:
      return new PointsCredited({ userId, campaignId, saleId: `sale-${i - 1}`, points: 15 + (i % 120), provisional: true })
    default:
      return new LevelReached({ userId, campaignId, level: 2, xp: 1000 + i })
  }
}

/** The i-th event of the workload, encoded as the command handler would append it. */
export const benchEvent = (i: number, run: string): NewEvent => {
  const encoded = benchCodec.encode(sample(i))
  return {
    eventId: `${run}-${i}`,
    type: encoded.type,
    data: encoded.data,
    metadata: { commandId: `${run}-cmd-${i}`, actor: "user:42", at: "2026-02-10T17:00:00.000Z" }
  }
}
