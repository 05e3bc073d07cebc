import { Box, Text } from "ink"
import { t } from "../i18n/t.ts"
import { EventsBar, Mark } from "./EventsBar.tsx"
import { formatDuration } from "./format.ts"

/**
 * A verify checks the file's pages first, then folds the whole log into a scratch file (most of
 * its time), then compares the read models table by table and checks the ledger's invariants:
 * a line for the pages, a bar for the fold, then a line for the checks once they start.
 */
export interface VerifyProgressProps {
  /** How long the page check took, once it is done. */
  readonly pagesMs?: number
  /** The page check found the file damaged: nothing is folded after it. */
  readonly damaged?: boolean
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

const checking = (p: VerifyProgressProps): boolean => p.checksDone !== undefined

const checked = (p: VerifyProgressProps): string =>
  p.done ? t("progress.checks", { count: p.checksTotal }) : t("progress.checksOf", { done: p.checksDone ?? 0, total: p.checksTotal })

function Pages({ pagesMs, damaged }: VerifyProgressProps) {
  if (damaged === true) return <Text color="red">✘ {t("progress.pagesDamaged")}</Text>
  return (
    <Text>
      <Mark done={pagesMs !== undefined} /> {pagesMs === undefined ? t("progress.pagesChecking") : t("progress.pagesChecked", { time: formatDuration(pagesMs / 1000) })}
    </Text>
  )
}

export function VerifyProgress(props: VerifyProgressProps) {
  const folding = props.pagesMs !== undefined && props.damaged !== true
  return (
    <Box flexDirection="column">
      <Text bold>{t("progress.verifying")}</Text>
      <Pages {...props} />
      {folding ? (
        <EventsBar pass={{ eventsDone: props.eventsDone, eventsTotal: props.eventsTotal, elapsedMs: props.foldMs, done: folded(props) }} width={props.width ?? 24} />
      ) : null}
      {folding && checking(props) ? (
        <Text>
          <Mark done={props.done} /> {checked(props)}
        </Text>
      ) : null}
    </Box>
  )
}
