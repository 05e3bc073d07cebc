/** Numbers and dates through Intl (DESIGN §7); point figures are the catalogues' `points.count` plural ("1.000.000 pontos"). */
export const formatNumber = (n: number, locale: string): string => new Intl.NumberFormat(locale).format(n)


/** DESIGN §7 / SPEC §5: day/month/year for pt and es, month/day/year otherwise (as domain/i18n). */
export const dateOrder = (locale: string): "dmy" | "mdy" => (/^(pt|es)\b/.test(locale) ? "dmy" : "mdy")

const calendarDay = /^\d{4}-\d{2}-\d{2}$/

/**
 * A calendar date (`YYYY-MM-DD` or an ISO instant) for display. Intl gives the locale's digits
 * and separator; the order of the parts is DESIGN §7's. Calendar dates are read in UTC so they
 * never shift a day.
 */
export const formatDate = (value: string, locale: string): string => {
  const day = calendarDay.test(value)
  const parts = new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric", ...(day ? { timeZone: "UTC" } : {}) }).formatToParts(
    day ? new Date(`${value}T00:00:00Z`) : new Date(value)
  )
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ""
  const separator = parts.find((p) => p.type === "literal")?.value.trim() || "/"
  const [d, m, y] = [part("day"), part("month"), part("year")]
  return dateOrder(locale) === "dmy" ? [d, m, y].join(separator) : [m, d, y].join(separator)
}

/**
 * What a person typed in a date field, read in the locale's order (`15/05/2026` in pt-BR,
 * `05/15/2026` in en-US) → `YYYY-MM-DD`, or undefined when it is not a real day.
 */
export const parseDate = (text: string, locale: string): string | undefined => {
  const match = /^\s*(\d{1,2})\D(\d{1,2})\D(\d{4})\s*$/.exec(text)
  if (match === null) return undefined
  const [a, b, y] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const [d, m] = dateOrder(locale) === "dmy" ? [a, b] : [b, a]
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`
}

/**
 * Slashes put in for the person as the digits come (`15052026` → `15/05/2026`); separators they
 * type themselves are kept (`1/5/2026`, `15-05-2026` → `15/05/2026`), digits past a part's length
 * move on to the next part.
 */
export const maskDate = (text: string): string => {
  const typed = text.split(/\D+/)
  const parts: Array<string> = []
  let carry = ""
  for (let i = 0; parts.length < 3 && (i < typed.length || carry !== ""); i++) {
    const size = parts.length < 2 ? 2 : 4
    const part = carry + (typed[i] ?? "")
    parts.push(part.slice(0, size))
    carry = part.slice(size)
  }
  return parts.join("/")
}
