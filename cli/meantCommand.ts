import { closest, distance } from "fastest-levenshtein"

const folded = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, "")

/**
 * The command type an unknown one was likely meant as: the same name but for case and
 * separators (`reportSale`, `report_sale`), else one within two keystrokes (`ReportSales`).
 */
export const meantCommand = (type: string, known: ReadonlyArray<string>): string | undefined => {
  const key = folded(type)
  const keys = known.map(folded)
  const same = keys.indexOf(key)
  if (same >= 0) return known[same]
  if (key === "" || keys.length === 0) return undefined
  const near = closest(key, keys)
  return distance(key, near) <= 2 ? known[keys.indexOf(near)] : undefined
}
