import { useState } from "react"
import { Link } from "react-router"
import { ApiError } from "../../../lib/api-client.ts"
import { downloadClassCalendar, useSubscription, type Klass } from "../api/classes.ts"
import { classPaths } from "../api/paths.ts"
import { tc } from "../i18n/index.ts"
import { ConfirmDialog } from "../../../components/ConfirmDialog.tsx"

const takesSeats = (c: Klass) => c.shownStatus === "open" && !c.subscribed && c.seatsLeft > 0 && (!c.inviteOnly || c.invited)
const givesSeatBack = (c: Klass) => c.subscribed && ["pre_scheduled", "scheduled", "open"].includes(c.shownStatus)

/** Subscribe and unsubscribe (each after a confirmation), add to my calendar, the room's link and the lounge. */
export const ClassActions = ({ c }: { c: Klass }) => {
  const [asking, setAsking] = useState<"on" | "off" | undefined>()
  const subscription = useSubscription(c.classId)
  const decide = (on: boolean) => subscription.mutate(on, { onSettled: () => setAsking(undefined) })
  const error = subscription.error instanceof ApiError ? subscription.error.message : undefined
  return (
    <>
      <div className="class-actions">
        {takesSeats(c) && (
          <button type="button" onClick={() => setAsking("on")}>
            {tc("classes.subscribe")}
          </button>
        )}
        {givesSeatBack(c) && (
          <button type="button" className="secondary" onClick={() => setAsking("off")}>
            {tc("classes.unsubscribe")}
          </button>
        )}
        <button type="button" className="secondary" onClick={() => void downloadClassCalendar(c.classId)}>
          {tc("classes.calendar")}
        </button>
        {c.link && (
          <a className="button secondary" href={c.link} target="_blank" rel="noreferrer">
            {tc("classes.join")}
          </a>
        )}
        {c.type === "webinar" && <Link to={classPaths.lounge(c.classId)}>{tc("classes.lounge")}</Link>}
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title={tc(asking === "on" ? "classes.confirmSubscribe" : "classes.confirmUnsubscribe")}
          text={tc(asking === "on" ? "classes.confirmSubscribeText" : "classes.confirmUnsubscribeText", { title: c.title })}
          confirm={tc(asking === "on" ? "classes.subscribe" : "classes.unsubscribe")}
          cancel={tc("classes.keep")}
          busy={subscription.isPending}
          onConfirm={() => decide(asking === "on")}
          onCancel={() => setAsking(undefined)}
        />
      )}
    </>
  )
}
