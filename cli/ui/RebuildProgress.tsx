import { Box, Text } from "ink"
import { t } from "../i18n/t.ts"
import { EventsBar, eventsFigures, eventsShare } from "./EventsBar.tsx"
import { formatPercent, lineHead } from "./format.ts"

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

/** The read models being rebuilt, then one line: mark, bar, share, events, rate and time left. */
export function RebuildProgress(props: RebuildProgressProps) {
  return (
    <Box flexDirection="column">
      <Text bold>{heading(props.names)}</Text>
      <EventsBar pass={props} width={props.width ?? 24} />
    </Box>
  )
}

/** Plain-line twin for non-TTY output. */
export const rebuildProgressLine = (p: RebuildProgressProps): string =>
  `${lineHead(`${t("progress.rebuild")} ${p.names.join(", ")}`)} ${formatPercent(eventsShare(p))} ${eventsFigures(p)}${p.done ? " ✔" : ""}`
