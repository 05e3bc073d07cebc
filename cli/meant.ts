import { closest, distance } from "fastest-levenshtein"

const folded = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, "")

/**
 * The known name a mistyped one was likely meant as: the same but for case and separators
 * (`reportSale`, `report_sale` for ReportSale; `invoice_number` for invoiceNumber), else one
 * within two keystrokes (`ReportSales`, `observaton`).
 */
export const meantName = (name: string, known: ReadonlyArray<string>): string | undefined => {
  const key = folded(name)
  const keys = known.map(folded)
  const same = keys.indexOf(key)
  if (same >= 0) return known[same]
  if (key === "" || keys.length === 0) return undefined
  const near = closest(key, keys)
  return distance(key, near) <= 2 ? known[keys.indexOf(near)] : undefined
}
