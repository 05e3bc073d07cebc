import { Box, Text } from "ink"
import { t } from "../i18n/t.ts"
import { bar, formatDuration, formatInt, formatPercent, lineHead } from "./format.ts"
import { progressStats } from "./progressStats.ts"

export interface ImportProgressProps {
  readonly linesDone: number
  /** Known when the caller counted lines first; otherwise `fraction` (bytes read / size) drives the bar. */
  readonly linesTotal?: number | undefined
  readonly fraction?: number | undefined
  readonly accepted: number
  readonly rejected: number
  readonly elapsedMs: number
  readonly label?: string | undefined
  readonly width?: number
}

const counts = (p: ImportProgressProps): string =>
  p.linesTotal !== undefined ? t("progress.linesOf", { done: p.linesDone, total: p.linesTotal }) : t("progress.lines", { count: p.linesDone })

/** The import's live view: bar, lines, rate, accepted/rejected, ETA. */
export function ImportProgress(props: ImportProgressProps) {
  const { fraction, rate, etaSeconds } = progressStats({ done: props.linesDone, total: props.linesTotal, fraction: props.fraction, elapsedMs: props.elapsedMs })
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>{t("progress.importing")}</Text>
        {props.label !== undefined ? ` ${props.label}` : ""}
      </Text>
      <Text>
        {fraction !== undefined && (
          <>
            <Text color="cyan">{bar(fraction, props.width ?? 30)}</Text> {formatPercent(fraction).padStart(6)}{"  "}
          </>
        )}
        {counts(props)}
      </Text>
      <Text>
        {t("progress.linesPerSecond", { rate: Math.round(rate) })} · {t("progress.accepted")} <Text color="green">{formatInt(props.accepted)}</Text> · {t("progress.rejected")}{" "}
        <Text {...(props.rejected > 0 ? { color: "red" } : {})}>{formatInt(props.rejected)}</Text>
        {etaSeconds !== undefined ? ` · ${t("progress.eta", { time: formatDuration(etaSeconds) })}` : ""}
      </Text>
    </Box>
  )
}

/** The same facts on one plain line, for stderr when there is no terminal to redraw. */
export const importProgressLine = (props: ImportProgressProps): string => {
  const { fraction, rate, etaSeconds } = progressStats({ done: props.linesDone, total: props.linesTotal, fraction: props.fraction, elapsedMs: props.elapsedMs })
  return [
    lineHead(`${t("progress.import")}${props.label !== undefined ? ` ${props.label}` : ""}`),
    ...(fraction !== undefined ? [formatPercent(fraction)] : []),
    counts(props),
    t("progress.linesPerSecond", { rate: Math.round(rate) }),
    `${t("progress.accepted")} ${formatInt(props.accepted)}`,
    `${t("progress.rejected")} ${formatInt(props.rejected)}`,
    ...(etaSeconds !== undefined ? [t("progress.eta", { time: formatDuration(etaSeconds) })] : [])
  ].join(" ")
}
