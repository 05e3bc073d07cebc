import { Box, Text } from "ink"
import { t } from "../i18n/t.ts"
import { bar, formatDuration, formatPercent } from "./format.ts"
import { progressStats } from "./progressStats.ts"

/** A rebuild reads the log once for every read model it rebuilds: one bar for the pass. */
export interface RebuildProgressProps {
  readonly names: ReadonlyArray<string>
  readonly eventsDone: number
  readonly eventsTotal: number
  readonly elapsedMs: number
  readonly done: boolean
  readonly width?: number
}

const heading = (names: ReadonlyArray<string>): string =>
  t("progress.rebuilding", { count: names.length, names: names.join(", ") })

const figures = ({ eventsDone, eventsTotal, elapsedMs, done }: RebuildProgressProps): string => {
  const { rate, etaSeconds } = progressStats({ done: eventsDone, total: eventsTotal, elapsedMs })
  const events = done ? t("progress.events", { count: eventsTotal }) : t("progress.eventsOf", { done: eventsDone, total: eventsTotal })
  const eta = !done && etaSeconds !== undefined && eventsDone > 0 ? `  ${t("progress.eta", { time: formatDuration(etaSeconds) })}` : ""
  return `${events}  ${t("progress.eventsPerSecond", { rate: Math.round(rate) })}${eta}`
}

const shareOf = (p: RebuildProgressProps): number => (p.done || p.eventsTotal === 0 ? 1 : Math.min(1, p.eventsDone / p.eventsTotal))

/** The read models being rebuilt, then one line: mark, bar, share, events, rate and time left. */
export function RebuildProgress(props: RebuildProgressProps) {
  const share = shareOf(props)
  return (
    <Box flexDirection="column">
      <Text bold>{heading(props.names)}</Text>
      <Text>
        <Text {...(props.done ? { color: "green" } : {})}>{props.done ? "✔" : "›"}</Text>{" "}
        <Text {...(props.done ? {} : { color: "cyan" })}>{bar(share, props.width ?? 24)}</Text> {formatPercent(share).padStart(6)}
        {"  "}
        {figures(props)}
      </Text>
    </Box>
  )
}

/** Plain-line twin for non-TTY output. */
export const rebuildProgressLine = (p: RebuildProgressProps): string =>
  `${t("progress.rebuild")} ${p.names.join(", ")}: ${formatPercent(shareOf(p))} ${figures(p)}${p.done ? " ✔" : ""}`
