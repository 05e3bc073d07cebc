import { Box, Text } from "ink"
import { t } from "../i18n/t.ts"
import { bar, formatDuration, formatPercent, lineHead } from "./format.ts"
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
      <Text bold>{t("progress.generating")}</Text>
      <Text>
        <Text color="cyan">{bar(fraction ?? 0, props.width ?? 30)}</Text> {formatPercent(fraction ?? 0).padStart(6)}  {t("progress.salesOf", { done: props.salesDone, total: props.salesTotal })}
      </Text>
      <Text>
        {t("progress.lines", { count: props.lines })} · {t("progress.linesPerSecond", { rate: Math.round(rate) })}
        {etaSeconds !== undefined ? ` · ${t("progress.eta", { time: formatDuration(etaSeconds) })}` : ""}
      </Text>
    </Box>
  )
}

export const generateProgressLine = (props: GenerateProgressProps): string => {
  const { fraction } = progressStats({ done: props.salesDone, total: props.salesTotal, elapsedMs: props.elapsedMs })
  const rate = props.elapsedMs > 0 ? (props.lines * 1000) / props.elapsedMs : 0
  return `${lineHead(t("progress.generate"))} ${formatPercent(fraction ?? 0)} ${t("progress.salesOf", { done: props.salesDone, total: props.salesTotal })}, ${t("progress.lines", { count: props.lines })}, ${t("progress.linesPerSecond", { rate: Math.round(rate) })}`
}
