import { projections } from "../../adapters/projections/index.ts"
import { runScan } from "../../adapters/store/rebuild/scanWorker.ts"
import { codec } from "../../domain/programme.ts"

/**
 * A rebuild's worker entry whose wallets projection fails at the first expiry it folds, as a
 * scan that meets an event it cannot fold would (tests/adapters/projections/rebuildWorker.spec.ts).
 */
runScan(
  projections.map((factory) => (db) => {
    const p = factory(db)
    if (p.name !== "wallets") return p
    const { bulk: _folded, ...plain } = p
    return {
      ...plain,
      apply: (event) => {
        if (event.type === "PointsExpired") throw new Error(`cannot fold the expiry at position ${event.position}`)
        p.apply(event)
      }
    }
  }),
  (e) => codec.upcastStored(e),
  (type) => codec.upcasts(type)
)
