import { useState } from "react"
import { Link } from "react-router"
import { Empty, Failed, Loading } from "../../../components/states.tsx"
import { t } from "../../../i18n/index.ts"
import { useActivity } from "../api/getActivity.ts"
import { activityIcon, activityLink, activityText } from "./activityLine.ts"
import "./activity.css"

const PAGE = 20

/** The date and time of a line in the learner's own zone (the device's), in their language. */
const when = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso))

/** The profile's activity feed (SPEC §2): what I did and what happened to me, newest first, a page at a time. */
export const ActivityFeed = ({ locale }: { locale: string }) => {
  const [count, setCount] = useState(PAGE)
  const feed = useActivity(count)
  if (feed.isError) return <Failed error={feed.error} onRetry={() => feed.refetch()} />
  if (feed.data === undefined) return <Loading />
  if (feed.data.items.length === 0)
    return (
      <Empty>
        <p>{t("feedlib.empty")}</p>
      </Empty>
    )
  const { items, total } = feed.data
  return (
    <>
      <ol className="feedlib" aria-label={t("feedlib.list")}>
        {items.map((a) => {
          const link = activityLink(a)
          return (
            <li key={a.id} data-kind={a.kind}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d={activityIcon(a.kind)} />
              </svg>
              <div>
                <p>{activityText(a)}</p>
                <time dateTime={a.recordedAt} className="help">{when(a.recordedAt, locale)}</time>
                {link !== null && (
                  <>
                    {" · "}
                    <Link to={link.to}>{link.label}</Link>
                  </>
                )}
              </div>
            </li>
          )
        })}
      </ol>
      <p className="help">{t("feedlib.count", { shown: items.length, total })}</p>
      {total > items.length && (
        <button type="button" className="secondary" disabled={feed.isFetching} onClick={() => setCount(count + PAGE)}>
          {t("feedlib.more")}
        </button>
      )}
    </>
  )
}
