import type { PointsRow } from "../dataProvider.ts"

/** A row as typed: the points stay text until they read as a whole number. */
export interface EditedRow { key: number; sku: string; points: string }

/** What is wrong with a row, as a catalogue key (or undefined). */
export interface RowIssues { sku?: string; points?: string }

let next = 0
export const editedRows = (table: ReadonlyArray<PointsRow>): EditedRow[] => table.map((r) => ({ key: next++, sku: r.sku, points: String(r.pointsPerUnit) }))
export const emptyRow = (): EditedRow => ({ key: next++, sku: "", points: "" })

/**
 * Each row checked as the server checks a points table (a SKU once, whole points of at least 1),
 * so the dry run is offered only for a table it would take; the table to send when all is well.
 */
export const checkTable = (rows: ReadonlyArray<EditedRow>): { issues: ReadonlyArray<RowIssues>; table: PointsRow[] | undefined } => {
  const counts = new Map<string, number>()
  for (const r of rows) counts.set(r.sku.trim(), (counts.get(r.sku.trim()) ?? 0) + 1)
  const issues = rows.map((r): RowIssues => {
    const sku = r.sku.trim()
    const points = Number(r.points.trim())
    return {
      ...(sku === "" ? { sku: "vitrine.points_table.sku_required" } : (counts.get(sku) ?? 0) > 1 ? { sku: "vitrine.points_table.sku_twice" } : {}),
      ...(r.points.trim() === "" || !Number.isSafeInteger(points) || points < 1 ? { points: "vitrine.points_table.points_invalid" } : {})
    }
  })
  const ok = rows.length > 0 && issues.every((i) => i.sku === undefined && i.points === undefined)
  return { issues, table: ok ? rows.map((r) => ({ sku: r.sku.trim(), pointsPerUnit: Number(r.points.trim()) })) : undefined }
}

/**
 * An uploaded table: the JSON the CLI reads (`[{"sku", "pointsPerUnit"}]`) or a CSV of `sku,points`
 * lines (a header line is skipped); undefined when the file is neither.
 */
export const parseUpload = (text: string): PointsRow[] | undefined => {
  try {
    const json: unknown = JSON.parse(text)
    if (!Array.isArray(json)) return undefined
    const rows = json.map((r: { sku?: unknown; pointsPerUnit?: unknown }) => ({ sku: String(r?.sku ?? ""), pointsPerUnit: Number(r?.pointsPerUnit) }))
    return rows.every((r) => r.sku !== "" && Number.isFinite(r.pointsPerUnit)) ? rows : undefined
  } catch {
    const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== "")
    const rows = lines.map((l) => l.split(/[;,\t]/).map((c) => c.trim().replace(/^"|"$/g, "")))
    const body = rows.length > 0 && Number.isNaN(Number(rows[0]![1])) ? rows.slice(1) : rows
    const parsed = body.map(([sku = "", points = ""]) => ({ sku, pointsPerUnit: Number(points) }))
    return parsed.length > 0 && parsed.every((r) => r.sku !== "" && Number.isFinite(r.pointsPerUnit)) ? parsed : undefined
  }
}
