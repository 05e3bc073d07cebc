import { language } from "../../../i18n/index.ts"
import { tc } from "../i18n/index.ts"
import type { Klass } from "../api/classes.ts"

/** My own zone, as the browser knows it: every class's time is shown in it (DESIGN §4.9). */
export const myZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone

/** The class's time in my zone: "terça-feira, 21 de maio, 19:00–21:00". */
export const whenInMyZone = (c: Klass): string => {
  const zone = myZone()
  const date = new Intl.DateTimeFormat(language(), { timeZone: zone, weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(new Date(c.startsAt))
  const time = new Intl.DateTimeFormat(language(), { timeZone: zone, hour: "2-digit", minute: "2-digit" })
  return tc("classes.when", { date, start: time.format(new Date(c.startsAt)), end: time.format(new Date(c.endsAt)) })
}

/** The class's own wall clock when its zone is not mine (a learner travelling, or another country's class). */
export const classZoneNote = (c: Klass): string | undefined =>
  c.timeZone === myZone() ? undefined : tc("classes.classZone", { date: c.date, start: c.startTime, end: c.endTime, zone: c.timeZone })
