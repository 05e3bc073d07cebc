import type { PointsRow } from "../campaign/events.ts"

/** What an operator is asked to confirm (`--force`) before a corrected table is applied. */
export type TableWarning =
  | { readonly kind: "skus_removed"; readonly skus: ReadonlyArray<string> }
  | { readonly kind: "skus_unknown"; readonly skus: ReadonlyArray<string> }
  | { readonly kind: "skus_duplicated"; readonly skus: ReadonlyArray<string> }
  | { readonly kind: "points_swing"; readonly before: number; readonly after: number }

/** A total moving by more than this share of itself is more likely a typo than a correction. */
export const MAX_SWING = 0.5

/**
 * Compares a corrected table with the recorded one and the campaign's total points before and
 * after: SKUs that disappear (their sales would earn nothing), SKUs the campaign never listed,
 * a SKU listed twice (only its last row would count) and a total that changes by more than half.
 */
export const tableWarnings = (
  recorded: ReadonlyArray<PointsRow>,
  corrected: ReadonlyArray<PointsRow>,
  totals: { readonly before: number; readonly after: number }
): ReadonlyArray<TableWarning> => {
  const was = new Set(recorded.map((r) => r.sku))
  const seen = new Set<string>()
  const twice = new Set<string>()
  for (const r of corrected) (seen.has(r.sku) ? twice : seen).add(r.sku)
  const warnings: Array<TableWarning> = []
  const removed = [...was].filter((sku) => !seen.has(sku)).sort()
  const unknown = [...seen].filter((sku) => !was.has(sku)).sort()
  if (removed.length > 0) warnings.push({ kind: "skus_removed", skus: removed })
  if (unknown.length > 0) warnings.push({ kind: "skus_unknown", skus: unknown })
  if (twice.size > 0) warnings.push({ kind: "skus_duplicated", skus: [...twice].sort() })
  if (Math.abs(totals.after - totals.before) > MAX_SWING * Math.abs(totals.before)) warnings.push({ kind: "points_swing", ...totals })
  return warnings
}

/** The table as the replay applied it: for a SKU listed twice, its last row (as a Map keeps it). */
export const lastRowPerSku = (rows: ReadonlyArray<PointsRow>): ReadonlyArray<PointsRow> =>
  [...new Map(rows.map((r) => [r.sku, r.pointsPerUnit]))].map(([sku, pointsPerUnit]) => ({ sku, pointsPerUnit }))
