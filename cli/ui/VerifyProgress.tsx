import { Box, Text } from "ink"
import { t } from "../i18n/t.ts"
import { bar, formatDuration, formatPercent } from "./format.ts"
import { progressStats } from "./progressStats.ts"

/**
 * A verify folds the whole log into a scratch file (most of its time), then compares the read
 * models table by table and checks the ledger's invariants: a bar for the fold, then a line for
 * the checks once they start.
 */
export interface VerifyProgressProps {
  readonly eventsDone: number
  readonly eventsTotal: number
  /** Time spent folding so far, or the whole fold's once it is done. */
  readonly foldMs: number
  /** Tables compared and invariants checked, once the fold is done. */
  readonly checksDone?: number
  readonly checksTotal: number
  readonly done: boolean
  readonly width?: number
}

const folded = (p: VerifyProgressProps): boolean => p.checksDone !== undefined || p.eventsDone >= p.eventsTotal

const foldFigures = (p: VerifyProgressProps): string => {
  const { rate, etaSeconds } = progressStats({ done: p.eventsDone, total: p.eventsTotal, elapsedMs: p.foldMs })
  const events = folded(p) ? t("progress.events", { count: p.eventsTotal }) : t("progress.eventsOf", { done: p.eventsDone, total: p.eventsTotal })
  const eta = !folded(p) && etaSeconds !== undefined && p.eventsDone > 0 ? `  ${t("progress.eta", { time: formatDuration(etaSeconds) })}` : ""
  return `${events}  ${t("progress.eventsPerSecond", { rate: Math.round(rate) })}${eta}`
}

const foldShare = (p: VerifyProgressProps): number => (folded(p) ? 1 : p.eventsDone / p.eventsTotal)

const checking = (p: VerifyProgressProps): boolean => p.checksDone !== undefined

const checked = (p: VerifyProgressProps): string =>
  p.done ? t("progress.checks", { count: p.checksTotal }) : t("progress.checksOf", { done: p.checksDone ?? 0, total: p.checksTotal })

const Mark = ({ done }: { readonly done: boolean }) => <Text {...(done ? { color: "green" } : {})}>{done ? "✔" : "›"}</Text>

export function VerifyProgress(props: VerifyProgressProps) {
  const share = foldShare(props)
  return (
    <Box flexDirection="column">
      <Text bold>{t("progress.verifying")}</Text>
      <Text>
        <Mark done={folded(props)} /> <Text {...(folded(props) ? {} : { color: "cyan" })}>{bar(share, props.width ?? 24)}</Text>{" "}
        {formatPercent(share).padStart(6)}
        {"  "}
        {foldFigures(props)}
      </Text>
      {checking(props) ? (
        <Text>
          <Mark done={props.done} /> {checked(props)}
        </Text>
      ) : null}
    </Box>
  )
}
