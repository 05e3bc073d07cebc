import { Box, Text } from "ink"
import { t } from "../i18n/t.ts"
import { levelLabel } from "../vocabulary.ts"
import { formatSigned } from "./format.ts"
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

const levelText = (d: UserDiff): string => (d.levelBefore === d.levelAfter ? levelLabel(d.levelAfter) : `${levelLabel(d.levelBefore)} → ${levelLabel(d.levelAfter)}`)

/** The replay's per-user diff, with totals; an empty diff says the log agrees with the rules. */
export function DiffTable({ campaignId, changed, limit = 50 }: DiffTableProps) {
  if (changed.length === 0) {
    return (
      <Text color="green">{t("replay.noChange", { campaignId })}</Text>
    )
  }
  const shown = changed.slice(0, limit)
  const sum = (f: (d: UserDiff) => number) => changed.reduce((a, d) => a + f(d), 0)
  return (
    <Box flexDirection="column">
      <Table
        title={t("replay.changed", { campaignId, count: changed.length })}
        columns={[
          { header: "userId", cell: (d: UserDiff) => d.userId },
          { header: t("column.pointsDelta"), cell: (d) => formatSigned(d.pointsDelta), align: "right", color: (d) => deltaColor(d.pointsDelta) },
          { header: t("column.xpDelta"), cell: (d) => formatSigned(d.xpDelta), align: "right", color: (d) => deltaColor(d.xpDelta) },
          { header: t("column.level"), cell: levelText, color: (d) => deltaColor(d.levelAfter - d.levelBefore) }
        ]}
        rows={shown}
        footer={[t("column.total"), formatSigned(sum((d) => d.pointsDelta)), formatSigned(sum((d) => d.xpDelta)), ""]}
      />
      {changed.length > shown.length && <Text dimColor>{t("replay.more", { count: changed.length - shown.length })}</Text>}
    </Box>
  )
}
