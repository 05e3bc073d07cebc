import { t } from "../../../i18n/index.ts"
import type { MessageKey } from "../../../i18n/pt-BR.ts"
import type { PointsRow } from "../api/getPointsTable.ts"

/**
 * What a points-table entry is (DESIGN §4.8): `course:<id>` entries are a course's training points
 * and `photo:<type>` entries a store photo's; neither is ever a product one can sell.
 */
export type EntryKind = "product" | "course" | "photo"
export const kindOf = (row: PointsRow): EntryKind => (row.sku.startsWith("course:") ? "course" : row.sku.startsWith("photo:") ? "photo" : "product")

const types = ["laptop", "desktop", "monitor"]
// Longest first: "small form factor" before "mini"; the rest of the text (14") is kept.
const forms = ["small form factor", "all-in-one", "2-in-1", "ultrabook", "notebook", "gaming", "tower", "mini"]

const typeLabel = (type: string | null): string => (type === null ? "" : types.includes(type) ? t(`product.type.${type}` as MessageKey) : type)

const formLabel = (form: string | null): string => {
  if (form === null) return ""
  const known = forms.find((f) => form.toLowerCase().startsWith(f))
  return known === undefined ? form : `${t(`product.form.${known}` as MessageKey)}${form.slice(known.length)}`
}

/**
 * A product's name in the current language: brand, type and form factor ("Dell Notebook gamer
 * 15\""), the form's word dropped when it repeats the type ("Dell Notebook 14\"", not "Notebook
 * notebook"). A course entry is named by its course, a photo entry by its type.
 */
export const entryName = (row: PointsRow): string => {
  const kind = kindOf(row)
  if (kind === "course") return row.courseTitle ?? row.sku.slice("course:".length)
  if (kind === "photo") return `${t("pointsTable.photo")}: ${row.sku.slice("photo:".length)}`
  const type = typeLabel(row.productType)
  let form = formLabel(row.formFactor)
  if (type !== "" && form.toLowerCase().startsWith(type.toLowerCase())) form = form.slice(type.length).trim()
  return [row.brandName, type, form].filter((p) => p !== null && p !== "").join(" ") || row.sku
}

/** The details under a product's name: its processor and generation, and its code. */
export const entryDetails = (row: PointsRow): string => [row.processor, row.generation, row.sku].filter((p) => p !== null && p !== "").join(" · ")

/** Whether a search finds the entry: every word in its name, brand, details or code, any case or accent. */
export const matches = (row: PointsRow, query: string): boolean => {
  const fold = (s: string) => s.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase()
  const text = fold(`${entryName(row)} ${row.brandName ?? ""} ${entryDetails(row)}`)
  return fold(query).split(/\s+/).filter(Boolean).every((word) => text.includes(word))
}
