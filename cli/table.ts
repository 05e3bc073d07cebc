import { styleText } from "node:util"
import { LineWriter, type LineSink } from "./output.ts"
import { formatInt, pad } from "./ui/format.ts"

type Style = Parameters<typeof styleText>[0]

export interface Column<R> {
  readonly header: string
  readonly cell: (row: R) => string
  /** Numbers right-aligned, text left-aligned. */
  readonly align?: "left" | "right"
  /** A colour for this cell of this row (used sparingly: gains green, losses red). */
  readonly color?: (row: R) => Style | undefined
  /**
   * The narrowest this column may be cut to, with "…", when the table is wider than the terminal.
   * Only for free text such as a name: an id or a number cut short would mislead.
   */
  readonly shrinkTo?: number
}

export interface PlainTable<R> {
  readonly columns: ReadonlyArray<Column<R>>
  /** Called twice (widths, then lines): each call reads the rows afresh, e.g. from SQLite. */
  readonly rows: () => Iterable<R>
  readonly title?: string
  /** Shown instead of the table when there are no rows. */
  readonly empty?: string
}

/** Where a table is printed: a terminal tells its width, a pipe or a file does not. */
export type TableSink = LineSink & { readonly isTTY?: boolean; readonly columns?: number }

const GAP = "  "
const width = (text: string): number => [...text].length
const cut = (text: string, max: number): string => (width(text) <= max ? text : `${[...text].slice(0, Math.max(0, max - 1)).join("")}…`)
const tableWidth = (widths: ReadonlyArray<number>): number => widths.reduce((sum, w) => sum + w, 0) + GAP.length * (widths.length - 1)

/**
 * The column widths that fit `available` characters, cutting the columns that may shrink (first
 * ones first); undefined when even those cuts do not fit. No limit (a pipe, a file): unchanged.
 */
export const fitWidths = <R>(columns: ReadonlyArray<Column<R>>, widths: ReadonlyArray<number>, available: number | undefined): ReadonlyArray<number> | undefined => {
  if (available === undefined) return widths
  let excess = tableWidth(widths) - available
  const fitted = widths.map((w, i) => {
    const floor = columns[i]?.shrinkTo
    if (excess <= 0 || floor === undefined || w <= floor) return w
    const by = Math.min(excess, w - floor)
    excess -= by
    return w - by
  })
  return excess > 0 ? undefined : fitted
}

/**
 * Prints an aligned table line by line, without ink: a first pass over the rows measures the
 * columns, a second writes them, so memory holds one row and one output chunk whatever the row
 * count (ink lays out every row as a node first: 10,000 rows took 3.8 s and 1.6 GB). Colour
 * only on a terminal (styleText checks the stream, NO_COLOR and FORCE_COLOR). On a terminal too
 * narrow for the table, free-text columns are cut; if that is not enough each row is printed as
 * a record, one "column  value" line per field (psql's `\x auto`), rather than rows the terminal
 * would wrap into an unreadable weave. A pipe always gets whole rows. Returns the rows.
 */
export const printTable = async <R>(table: PlainTable<R>, sink: TableSink = process.stdout): Promise<number> => {
  const { columns } = table
  const natural = columns.map((c) => width(c.header))
  let count = 0
  for (const row of table.rows()) {
    count += 1
    columns.forEach((c, i) => (natural[i] = Math.max(natural[i] ?? 0, width(c.cell(row)))))
  }
  const available = sink.isTTY === true ? sink.columns : undefined
  const widths = fitWidths(columns, natural, available)
  // Whether to colour is asked once: styleText checks the stream and the environment at each call.
  const colour = styleText("bold", "x", { stream: sink as NodeJS.WriteStream }) !== "x"
  // Blank cells stay bare, so a line still ends without trailing spaces.
  const style = (format: Style | undefined, text: string) => (colour && format !== undefined && text.trim() !== "" ? styleText(format, text, { validateStream: false }) : text)
  const out = new LineWriter(sink)
  if (table.title !== undefined) await out.line(style("bold", table.title))
  if (count === 0 && table.empty !== undefined) {
    await out.line(style("dim", table.empty))
  } else if (widths === undefined) {
    const label = Math.max(...columns.map((c) => width(c.header)))
    let n = 0
    for (const row of table.rows()) {
      n += 1
      const heading = `─[ ${formatInt(n)}/${formatInt(count)} ]`
      await out.line(style("dim", heading + "─".repeat(Math.max(0, Math.min(available ?? 0, 40) - width(heading)))))
      for (const c of columns) await out.line(`${style("bold", pad(c.header, label))}${GAP}${style(c.color?.(row), c.cell(row))}`)
    }
  } else {
    // The last column, when left-aligned, needs no padding (it would only trail spaces).
    const fit = (text: string, i: number) => {
      const w = widths[i] ?? 0
      return i === columns.length - 1 && columns[i]?.align !== "right" ? cut(text, w) : pad(cut(text, w), w, columns[i]?.align)
    }
    await out.line(style("bold", columns.map((c, i) => fit(c.header, i)).join(GAP).trimEnd()))
    for (const row of table.rows()) await out.line(columns.map((c, i) => style(c.color?.(row), fit(c.cell(row), i))).join(GAP).trimEnd())
  }
  await out.flush()
  return count
}
