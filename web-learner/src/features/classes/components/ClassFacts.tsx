import type { Klass } from "../api/classes.ts"
import { tc } from "../i18n/index.ts"
import { classZoneNote, myZone, whenInMyZone } from "./when.ts"

/** The state, the time in my zone, the seats and the rest a learner decides on. */
export const ClassFacts = ({ c }: { c: Klass }) => {
  const note = classZoneNote(c)
  return (
    <>
      <p>
        <span className="class-status">{tc(`status.${c.shownStatus}`)}</span>
        {c.subscribed && <> · {tc("classes.subscribed")}</>}
        {c.present && <> · {tc("classes.present")}</>}
      </p>
      <ul className="class-facts">
        <li>
          <strong>{whenInMyZone(c)}</strong> <span className="product-meta">{tc("classes.myZone", { zone: myZone() })}</span>
        </li>
        {note && <li className="product-meta">{note}</li>}
        {c.recurrence && <li>{tc(`classes.recurrence.${c.recurrence.freq}`, { n: c.recurrence.count })}</li>}
        {c.instructorName && <li>{tc("classes.instructor", { name: c.instructorName })}</li>}
        {c.model && <li>{tc("classes.model", { model: c.model })}</li>}
        {c.address && <li>{tc("classes.address", { address: c.address })}</li>}
        <li>{c.seatsLeft === 0 ? tc("classes.soldOut") : tc("classes.seats", { n: c.seatsLeft, total: c.vacancy })}</li>
        {c.inviteOnly && <li>{tc("classes.inviteOnly")}</li>}
      </ul>
    </>
  )
}
