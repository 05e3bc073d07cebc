/**
 * Number and time formatting shared by the ink views and their plain-text twins. Fixed to en-US
 * grouping so the output is the same on every operator's machine and in CI logs.
 */
const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 })
const oneDecimal = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** 1234567 → "1,234,567". */
export const formatInt = (n: number): string => integer.format(n)

/** A signed delta: "+1,250", "−40" (a true minus sign, so columns of deltas line up), "0". */
export const formatSigned = (n: number): string => (n > 0 ? `+${integer.format(n)}` : n < 0 ? `−${integer.format(-n)}` : "0")

/** A share as a percentage with one decimal: 0.0412 → "4.1%". */
export const formatPercent = (fraction: number): string => `${oneDecimal.format(fraction * 100)}%`

/** Seconds as a short duration: "42s", "3m 05s", "1h 02m". */
export const formatDuration = (seconds: number): string => {
  if (!Number.isFinite(seconds) || seconds < 0) return "—"
  const s = Math.round(seconds)
  if (s < 60) return `${s}s`
  if (s < 3600) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, "0")}s`
  return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}m`
}

/** Pads a cell to a column width; numbers read best right-aligned. */
export const pad = (text: string, width: number, align: "left" | "right" = "left"): string =>
  align === "right" ? text.padStart(width) : text.padEnd(width)

/** A text progress bar of a fixed width, e.g. "████████░░░░". */
export const bar = (fraction: number, width: number): string => {
  const filled = Math.max(0, Math.min(width, Math.round(fraction * width)))
  return "█".repeat(filled) + "░".repeat(width - filled)
}
