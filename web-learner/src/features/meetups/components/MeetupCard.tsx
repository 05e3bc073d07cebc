import { t, useLanguage } from "../../../i18n/index.ts"
import type { Meetup } from "../api/getMeetups.ts"
import { downloadCalendar } from "../api/downloadCalendar.ts"
import { CheckInForm } from "./CheckInForm.tsx"

const when = (iso: string, locale: string, timeZone: string) => new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone }).format(new Date(iso))
const day = (iso: string, timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date(iso))
/** The end: its time alone on the start's day, its date and time when the meetup runs over several days. */
const until = (start: string, end: string, locale: string, timeZone: string) =>
  day(start, timeZone) === day(end, timeZone) ? new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone }).format(new Date(end)) : when(end, locale, timeZone)

/** One meetup: when and where, the level it needs when mine is lower, and the check-in once it is open. */
export const MeetupCard = ({ meetup }: { meetup: Meetup }) => {
  const locale = useLanguage()
  const open = meetup.checkInOpen
  const full = meetup.capacity !== null && meetup.checkIns >= meetup.capacity
  const titleId = `meetup-${meetup.meetupId}`
  return (
    <li className="card" aria-labelledby={titleId}>
      <div className="meetup-head">
        <h2 id={titleId}>{meetup.title}</h2>
        {meetup.checkedInAt !== null && <span className="badge approved">{t("events.present")}</span>}
      </div>
      <p>
        {when(meetup.startsAt, locale, meetup.timeZone)} – {until(meetup.startsAt, meetup.endsAt, locale, meetup.timeZone)}
        {meetup.place !== null && <> · {meetup.place}</>}
      </p>
      {!meetup.levelOk && <p className="note">{t("events.levelRequired", { level: t(`level.name.${meetup.minLevel}` as "level.name.1") })}</p>}
      {meetup.capacity !== null && <p className="note">{t("events.places", { taken: meetup.checkIns, capacity: meetup.capacity })}</p>}
      {meetup.levelOk && meetup.checkedInAt === null && open && !full && <CheckInForm meetupId={meetup.meetupId} title={meetup.title} />}
      {meetup.levelOk && meetup.checkedInAt === null && !open && <p className="note">{t("events.opensAt", { when: when(meetup.checkInOpensAt, locale, meetup.timeZone) })}</p>}
      <button type="button" className="link" onClick={() => void downloadCalendar(meetup.meetupId)}>
        {t("events.calendar")}
      </button>
    </li>
  )
}
