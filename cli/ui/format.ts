import { cliLocale, t } from "../i18n/t.ts"

/**
 * Number and time formatting shared by the ink views and their plain-text twins, in the
 * operator's locale (1,234 in en-US, 1.234 in pt-BR and es-ES, 1 234 in fr-FR).
 */
const formatters = new Map<string, { integer: Intl.NumberFormat; oneDecimal: Intl.NumberFormat; percent: Intl.NumberFormat }>()
const numbers = () => {
  const locale = cliLocale()
  let f = formatters.get(locale)
  if (f === undefined) {
    f = {
      integer: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      oneDecimal: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      percent: new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 })
    }
    formatters.set(locale, f)
  }
  return f
}

/** Alternatives as the locale lists them: "low, medium ou strong", "low, medium, or strong". */
export const formatAlternatives = (items: ReadonlyArray<string>): string => new Intl.ListFormat(cliLocale(), { type: "disjunction" }).format(items)

/** Items all taken, as the locale lists them: "--at e --fixture", "--at and --fixture". */
export const formatAll = (items: ReadonlyArray<string>): string => new Intl.ListFormat(cliLocale(), { type: "conjunction" }).format(items)

/** 1234567 → "1,234,567" (en-US), "1.234.567" (pt-BR). */
export const formatInt = (n: number): string => numbers().integer.format(n)

/** A figure with at most one decimal: 87.25 → "87.3" (en-US), "87,3" (pt-BR); whole numbers stay whole. */
export const formatOneDecimal = (n: number): string => (Number.isInteger(n) ? formatInt(n) : numbers().oneDecimal.format(n))

/** A signed delta: "+1,250", "−40" (a true minus sign, so columns of deltas line up), "0". */
export const formatSigned = (n: number): string => (n > 0 ? `+${formatInt(n)}` : n < 0 ? `−${formatInt(-n)}` : "0")

/** A share as a percentage with one decimal, spaced as the locale spaces it: "4.1%", "4,1 %" (fr-FR, es-ES). */
export const formatPercent = (fraction: number): string => numbers().percent.format(fraction)

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

const byteUnits = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte"] as const

/** A size for people: 15581184 → "14.9 MB" (units of 1,024, as `ls -h` and `du -h` count). */
export const formatBytes = (bytes: number): string => {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024
    unit += 1
  }
  return new Intl.NumberFormat(cliLocale(), { style: "unit", unit: byteUnits[unit], unitDisplay: "short", maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)
}

/** A plain progress line's head, `import file.ndjson:`, with the colon as the locale sets it (French: ` :`). */
export const lineHead = (what: string): string => t("progress.head", { what })

