/** A size for people ("1,2 MB" in pt-BR), through Intl in the app's language (DESIGN §7). */
export const formatBytes = (bytes: number, locale: string): string => {
  const [value, unit] =
    bytes >= 1e9 ? [bytes / 1e9, "gigabyte"] : bytes >= 1e6 ? [bytes / 1e6, "megabyte"] : bytes >= 1e3 ? [bytes / 1e3, "kilobyte"] : [bytes, "byte"]
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 1 }).format(value)
}
