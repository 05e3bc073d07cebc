/**
 * The points a sale will earn, shown before sending: base points times the level's multiplier,
 * rounded half up — the same rule as domain/rules/points.ts (a unit test keeps them equal; the
 * web app imports only the API contract from domain/).
 */
export const multiplierOf = (level: number): number => (level >= 3 ? 2 : level === 2 ? 1.5 : 1)

export const estimatePoints = (lines: ReadonlyArray<{ quantity: number; pointsPerUnit: number }>, level: number): number =>
  Math.floor(lines.reduce((sum, l) => sum + l.quantity * l.pointsPerUnit, 0) * multiplierOf(level) + 0.5)

/** `YYYY-MM-DD` of a local day `days` before `from`. */
export const localDay = (from: Date, days = 0): string => {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() - days)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`
}

/** SPEC §5 (domain/sale REPORTING_WINDOW_DAYS): a sale is reported up to 15 days after it; day 15 is the last. */
export const reportingWindowDays = 15

/**
 * The sale dates accepted today: from 15 days back (`fifteen`) or the campaign's start, whichever
 * is later (`min`), to today or the campaign's end, whichever is earlier (`max`).
 */
export const saleDateBounds = (today: Date, campaign: { begins: string; ends: string }): { min: string; max: string; fifteen: string } => {
  const fifteen = localDay(today, reportingWindowDays)
  const t = localDay(today)
  return { min: fifteen > campaign.begins ? fifteen : campaign.begins, max: t < campaign.ends ? t : campaign.ends, fifteen }
}
