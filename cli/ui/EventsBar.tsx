import { Text } from "ink"
import { t } from "../i18n/t.ts"
import { bar, formatDuration, formatPercent } from "./format.ts"
import { progressStats } from "./progressStats.ts"

/** One pass over the log (a rebuild's, a verify's fold): how far it is and how long it has taken. */
export interface EventsPass {
  readonly eventsDone: number
  readonly eventsTotal: number
  readonly elapsedMs: number
  readonly done: boolean
}

export const eventsShare = (p: EventsPass): number => (p.done || p.eventsTotal === 0 ? 1 : Math.min(1, p.eventsDone / p.eventsTotal))

/** Events read (of the total while running), the rate, and the time left while running. */
export const eventsFigures = ({ eventsDone, eventsTotal, elapsedMs, done }: EventsPass): string => {
  const { rate, etaSeconds } = progressStats({ done: eventsDone, total: eventsTotal, elapsedMs })
  const events = done ? t("progress.events", { count: eventsTotal }) : t("progress.eventsOf", { done: eventsDone, total: eventsTotal })
  const eta = !done && etaSeconds !== undefined && eventsDone > 0 ? `  ${t("progress.eta", { time: formatDuration(etaSeconds) })}` : ""
  return `${events}  ${t("progress.eventsPerSecond", { rate: Math.round(rate) })}${eta}`
}

/** ✔ once done, › until then. */
export const Mark = ({ done }: { readonly done: boolean }) => <Text {...(done ? { color: "green" } : {})}>{done ? "✔" : "›"}</Text>

/** Mark, bar, share, then the pass's figures, on one line. */
export function EventsBar({ pass, width }: { readonly pass: EventsPass; readonly width: number }) {
  const share = eventsShare(pass)
  return (
    <Text>
      <Mark done={pass.done} /> <Text {...(pass.done ? {} : { color: "cyan" })}>{bar(share, width)}</Text> {formatPercent(share).padStart(6)}
      {"  "}
      {eventsFigures(pass)}
    </Text>
  )
}
