import { Box, Text } from "ink"
import { bar, formatDuration, formatInt, formatPercent } from "./format.ts"
import { progressStats } from "./progressStats.ts"

export interface GenerateProgressProps {
  readonly salesDone: number
  readonly salesTotal: number
  readonly lines: number
  readonly elapsedMs: number
  readonly width?: number
}

/** `fixtures generate` on a terminal: sales written against the target, lines and rate. */
export function GenerateProgress(props: GenerateProgressProps) {
  const { fraction, etaSeconds } = progressStats({ done: props.salesDone, total: props.salesTotal, elapsedMs: props.elapsedMs })
  const rate = props.elapsedMs > 0 ? (props.lines * 1000) / props.elapsedMs : 0
  return (
    <Box flexDirection="column">
      <Text bold>Generating fixture</Text>
      <Text>
        <Text color="cyan">{bar(fraction ?? 0, props.width ?? 30)}</Text> {formatPercent(fraction ?? 0).padStart(6)}  {formatInt(props.salesDone)} / {formatInt(props.salesTotal)} sales
      </Text>
      <Text>
        {formatInt(props.lines)} lines · {formatInt(Math.round(rate))} lines/s{etaSeconds !== undefined ? ` · ETA ${formatDuration(etaSeconds)}` : ""}
      </Text>
    </Box>
  )
}

export const generateProgressLine = (props: GenerateProgressProps): string => {
  const { fraction } = progressStats({ done: props.salesDone, total: props.salesTotal, elapsedMs: props.elapsedMs })
  const rate = props.elapsedMs > 0 ? (props.lines * 1000) / props.elapsedMs : 0
  return `generate: ${formatPercent(fraction ?? 0)} ${formatInt(props.salesDone)} / ${formatInt(props.salesTotal)} sales, ${formatInt(props.lines)} lines, ${formatInt(Math.round(rate))} lines/s`
}
