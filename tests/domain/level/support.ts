import type { Outcome } from "../../support/scenario.ts"

/**
 * C1's points table for the level specs: 999 + 1 makes the creator threshold (1,000) reachable
 * exactly and one point short; 3 × 999 + 3 makes the influencer threshold (3,000).
 */
export const pointsTable = [
  { sku: "NB-100", pointsPerUnit: 999 },
  { sku: "DT-200", pointsPerUnit: 1 },
  { sku: "MN-300", pointsPerUnit: 500 }
]

/** Sale fields: `n` units of the 999-point SKU, of the 1-point SKU, of the 500-point SKU. */
export const big = (n: number) => ({ lines: [{ sku: "NB-100", quantity: n }] })
export const one = (n: number) => ({ lines: [{ sku: "DT-200", quantity: n }] })
export const half = (n: number) => ({ lines: [{ sku: "MN-300", quantity: n }] })

export const tags = (o: Outcome) => o.events.map((e) => e._tag)
