import { Box, Text } from "ink"
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

/** Column widths from the widest cell, header and footer included. */
export const columnWidths = <R,>(columns: ReadonlyArray<Column<R>>, cells: ReadonlyArray<ReadonlyArray<string>>, footer?: ReadonlyArray<string>): number[] =>
  columns.map((c, i) => Math.max([...c.header].length, ...cells.map((r) => [...(r[i] ?? "")].length), [...(footer?.[i] ?? "")].length))

/**
 * A plain aligned table: one line per row, columns padded to their widest cell. Rows are built
 * as whole lines of text (not flex boxes) so the same output reads well in a pipe or a log.
 */
export function Table<R>({ columns, rows, title, footer, empty }: TableProps<R>) {
  const cells = rows.map((row) => columns.map((c) => c.cell(row)))
  const widths = columnWidths(columns, cells, footer)
  const align = (i: number) => columns[i]?.align ?? "left"
  return (
    <Box flexDirection="column">
      {title !== undefined && <Text bold>{title}</Text>}
      {rows.length === 0 && empty !== undefined ? (
        <Text dimColor>{empty}</Text>
      ) : (
        <>
          <Text bold>{columns.map((c, i) => pad(c.header, widths[i] ?? 0, align(i))).join(GAP).trimEnd()}</Text>
          {rows.map((row, r) => (
            <Text key={r}>
              {columns.map((c, i) => {
                const text = pad(cells[r]?.[i] ?? "", widths[i] ?? 0, align(i))
                const color = c.color?.(row)
                return (
                  <Text key={i} {...(color !== undefined ? { color } : {})}>
                    {i === 0 ? "" : GAP}
                    {i === columns.length - 1 ? text.trimEnd() : text}
                  </Text>
                )
              })}
            </Text>
          ))}
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
