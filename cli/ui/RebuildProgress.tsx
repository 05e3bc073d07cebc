import { Box, Text } from "ink"
import { bar, formatInt, formatPercent, pad } from "./format.ts"
import { progressStats } from "./progressStats.ts"

export interface ProjectionProgress {
  readonly name: string
  readonly status: "waiting" | "running" | "done"
  readonly eventsDone: number
  readonly eventsTotal?: number | undefined
  readonly elapsedMs: number
}

export interface RebuildProgressProps {
  readonly projections: ReadonlyArray<ProjectionProgress>
  readonly width?: number
}

const MARK = { waiting: "·", running: "›", done: "✔" } as const

const detail = (p: ProjectionProgress): string => {
  if (p.status === "waiting") return "waiting"
  const { rate } = progressStats({ done: p.eventsDone, total: p.eventsTotal, elapsedMs: p.elapsedMs })
  const of = p.eventsTotal !== undefined && p.status === "running" ? ` / ${formatInt(p.eventsTotal)}` : ""
  return `${formatInt(p.eventsDone)}${of} events  ${formatInt(Math.round(rate))} ev/s`
}

/** One line per projection being rebuilt: mark, name, bar, events and rate. */
export function RebuildProgress({ projections, width = 24 }: RebuildProgressProps) {
  const nameWidth = Math.max(0, ...projections.map((p) => p.name.length))
  return (
    <Box flexDirection="column">
      <Text bold>Rebuilding projections</Text>
      {projections.map((p) => {
        const { fraction } = progressStats({ done: p.eventsDone, total: p.eventsTotal, elapsedMs: p.elapsedMs })
        const share = p.status === "done" ? 1 : p.status === "waiting" ? 0 : (fraction ?? 0)
        return (
          <Text key={p.name} {...(p.status === "waiting" ? { dimColor: true } : {})}>
            <Text {...(p.status === "done" ? { color: "green" } : {})}>{MARK[p.status]}</Text> {pad(p.name, nameWidth)}{"  "}
            <Text {...(p.status === "running" ? { color: "cyan" } : {})}>{bar(share, width)}</Text> {formatPercent(share).padStart(6)}{"  "}
            {detail(p)}
          </Text>
        )
      })}
    </Box>
  )
}

/** Plain-line twin for non-TTY output: the running projection only, or the last one done. */
export const rebuildProgressLine = ({ projections }: RebuildProgressProps): string => {
  const current = projections.find((p) => p.status === "running") ?? [...projections].reverse().find((p) => p.status === "done")
  const finished = projections.filter((p) => p.status === "done").length
  if (current === undefined) return `rebuild: ${finished}/${projections.length} projections`
  const { fraction } = progressStats({ done: current.eventsDone, total: current.eventsTotal, elapsedMs: current.elapsedMs })
  const share = current.status === "done" ? 1 : (fraction ?? 0)
  return `rebuild: ${finished}/${projections.length} projections · ${current.name} ${formatPercent(share)} ${detail(current)}`
}
