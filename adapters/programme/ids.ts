import { randomUUID } from "node:crypto"
import { Effect, Layer } from "effect"
import { IdGen } from "../../domain/shared/services.ts"

/** Live ids: random UUIDs (the domain only sees the IdGen service). */
export const IdGenLive = Layer.succeed(IdGen, IdGen.of({ next: Effect.sync(() => randomUUID()) }))
