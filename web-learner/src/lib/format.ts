/** Numbers and dates through Intl (DESIGN §7): "1.000.000 pontos" in pt-BR, "1,000,000 points" in en-US. */
export const formatNumber = (n: number, locale: string): string => new Intl.NumberFormat(locale).format(n)

export const formatPoints = (n: number, locale: string, unit: string): string => `${formatNumber(n, locale)} ${unit}`

/**
 * A calendar date (`YYYY-MM-DD` or an ISO instant) for display: day/month/year in pt and es,
 * month-day-year otherwise (SPEC §5). Calendar dates are read in UTC so they never shift a day.
 */
export const formatDate = (value: string, locale: string): string => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value)
  return new Intl.DateTimeFormat(locale, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    ...(/^\d{4}-\d{2}-\d{2}$/.test(value) ? { timeZone: "UTC" } : {})
  }).format(date)
}
