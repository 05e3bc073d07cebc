import { Box, Text, Transform } from "ink"
import { pad } from "./format.ts"

export interface Column<R> {
  readonly header: string
  readonly cell: (row: R) => string
  /** Numbers right-aligned, text left-aligned. */
  readonly align?: "left" | "right"
  /** A colour for this cell of this row (used sparingly: gains green, losses red). */
  readonly color?: (row: R) => string | undefined
}

export interface TableProps<R> {
  readonly columns: ReadonlyArray<Column<R>>
  readonly rows: ReadonlyArray<R>
  readonly title?: string
  /** A last row under a rule, e.g. totals; one string per column. */
  readonly footer?: ReadonlyArray<string>
  /** Shown instead of the table when there are no rows. */
  readonly empty?: string
}

const GAP = "  "
// Spaces at a line's start, after any colour codes.
const leadingSpaces = /^((?:\u001b\[[0-9;]*m)*) +/

/** Column widths from the widest cell, header and footer included. */
export const columnWidths = <R,>(columns: ReadonlyArray<Column<R>>, cells: ReadonlyArray<ReadonlyArray<string>>, footer?: ReadonlyArray<string>): number[] =>
  columns.map((c, i) => Math.max([...c.header].length, ...cells.map((r) => [...(r[i] ?? "")].length), [...(footer?.[i] ?? "")].length))

/**
 * A plain aligned table: one line per row, columns padded to their widest cell, so the same
 * output reads well in a pipe or a log. When a row is wider than the terminal, its last text
 * column (a reason, a level) wraps under itself rather than back at the left margin.
 */
export function Table<R>({ columns, rows, title, footer, empty }: TableProps<R>) {
  const cells = rows.map((row) => columns.map((c) => c.cell(row)))
  const widths = columnWidths(columns, cells, footer)
  const align = (i: number) => columns[i]?.align ?? "left"
  const last = columns.length - 1
  const cell = (row: R, r: number, i: number, gap = i > 0) => {
    const color = columns[i]?.color?.(row)
    const text = pad(cells[r]?.[i] ?? "", widths[i] ?? 0, align(i))
    return (
      <Text key={i} {...(color !== undefined ? { color } : {})}>
        {gap ? GAP : ""}
        {i === last ? text.trimEnd() : text}
      </Text>
    )
  }
  return (
    <Box flexDirection="column">
      {title !== undefined && <Text bold>{title}</Text>}
      {rows.length === 0 && empty !== undefined ? (
        <Text dimColor>{empty}</Text>
      ) : (
        <>
          <Text bold>{columns.map((c, i) => pad(c.header, widths[i] ?? 0, align(i))).join(GAP).trimEnd()}</Text>
          {rows.map((row, r) =>
            align(last) === "left" && last > 0 ? (
              <Box key={r}>
                <Box flexShrink={0} paddingRight={GAP.length}>
                  <Text>{columns.slice(0, last).map((_, i) => cell(row, r, i))}</Text>
                </Box>
                {/* ink wraps keeping spaces, so a line cut at a space would start the next one with it. */}
                <Transform transform={(line, i) => (i === 0 ? line : line.replace(leadingSpaces, "$1"))}>
                  {cell(row, r, last, false)}
                </Transform>
              </Box>
            ) : (
              <Text key={r}>{columns.map((_, i) => cell(row, r, i))}</Text>
            )
          )}
          {footer !== undefined && (
            <>
              <Text dimColor>{widths.map((w) => "─".repeat(w)).join(GAP)}</Text>
              <Text bold>{footer.map((f, i) => pad(f, widths[i] ?? 0, align(i))).join(GAP).trimEnd()}</Text>
            </>
          )}
        </>
      )}
    </Box>
  )
}
