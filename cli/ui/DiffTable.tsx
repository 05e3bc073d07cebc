import { Box, Text } from "ink"
import { formatInt, formatSigned } from "./format.ts"
import { Table } from "./Table.tsx"

/** One participant whose recomputed figures differ from the log (the `replay --json` row). */
export interface UserDiff {
  readonly userId: string
  readonly pointsDelta: number
  readonly xpDelta: number
  readonly levelBefore: number
  readonly levelAfter: number
}

export interface DiffTableProps {
  readonly campaignId: string
  readonly changed: ReadonlyArray<UserDiff>
  /** Rows shown before "… and N more"; the JSON output always has them all. */
  readonly limit?: number
}

/** Gains green, losses red, no change uncoloured. */
export const deltaColor = (n: number): string | undefined => (n > 0 ? "green" : n < 0 ? "red" : undefined)

const levelText = (d: UserDiff): string => (d.levelBefore === d.levelAfter ? String(d.levelAfter) : `${d.levelBefore} → ${d.levelAfter}`)

/** The replay's per-user diff, with totals; an empty diff says the log agrees with the rules. */
export function DiffTable({ campaignId, changed, limit = 50 }: DiffTableProps) {
  if (changed.length === 0) {
    return (
      <Text>
        <Text bold>Replay of {campaignId}:</Text> <Text color="green">no change — the log agrees with the rules.</Text>
      </Text>
    )
  }
  const shown = changed.slice(0, limit)
  const sum = (f: (d: UserDiff) => number) => changed.reduce((a, d) => a + f(d), 0)
  return (
    <Box flexDirection="column">
      <Table
        title={`Replay of ${campaignId}: ${formatInt(changed.length)} participant${changed.length === 1 ? "" : "s"} changed`}
        columns={[
          { header: "userId", cell: (d: UserDiff) => d.userId },
          { header: "points Δ", cell: (d) => formatSigned(d.pointsDelta), align: "right", color: (d) => deltaColor(d.pointsDelta) },
          { header: "XP Δ", cell: (d) => formatSigned(d.xpDelta), align: "right", color: (d) => deltaColor(d.xpDelta) },
          { header: "level", cell: levelText, align: "right", color: (d) => deltaColor(d.levelAfter - d.levelBefore) }
        ]}
        rows={shown}
        footer={["total", formatSigned(sum((d) => d.pointsDelta)), formatSigned(sum((d) => d.xpDelta)), ""]}
      />
      {changed.length > shown.length && <Text dimColor>… and {formatInt(changed.length - shown.length)} more (use --json for all)</Text>}
    </Box>
  )
}
