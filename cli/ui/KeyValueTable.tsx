import { Box, Text } from "ink"
import { formatInt, pad } from "./format.ts"

export interface KeyValueEntry {
  readonly label: string
  /** Numbers get thousands separators and are right-aligned. */
  readonly value: string | number
  readonly color?: string
}

export interface KeyValueTableProps {
  readonly entries: ReadonlyArray<KeyValueEntry>
  readonly title?: string
}

/** Labels on the left, values aligned in one column: a report's summary block. */
export function KeyValueTable({ entries, title }: KeyValueTableProps) {
  const labelWidth = Math.max(0, ...entries.map((e) => [...e.label].length))
  const values = entries.map((e) => (typeof e.value === "number" ? formatInt(e.value) : e.value))
  const numberWidth = Math.max(0, ...entries.map((e, i) => (typeof e.value === "number" ? (values[i] ?? "").length : 0)))
  return (
    <Box flexDirection="column">
      {title !== undefined && <Text bold>{title}</Text>}
      {entries.map((e, i) => {
        const value = typeof e.value === "number" ? pad(values[i] ?? "", numberWidth, "right") : (values[i] ?? "")
        return (
          <Text key={i}>
            <Text dimColor>{pad(e.label, labelWidth)}</Text>
            {"  "}
            <Text {...(e.color !== undefined ? { color: e.color } : {})}>{value}</Text>
          </Text>
        )
      })}
    </Box>
  )
}
