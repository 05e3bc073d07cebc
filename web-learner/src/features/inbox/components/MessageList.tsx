import { useState } from "react"
import { Link } from "react-router"
import { Failed, Loading } from "../../../components/states.tsx"
import { t } from "../../../i18n/index.ts"
import { formatDate } from "../../../lib/format.ts"
import { useInbox } from "../api/getInbox.ts"
import { useReadMessages } from "../api/readMessages.ts"
import { messageLink, messageText } from "./messageText.ts"
import "./inbox.css"

const PAGE = 20

/** My messages, newest first; the unread ones stand out and can be marked read one by one or all at once. */
export const MessageList = ({ locale }: { locale: string }) => {
  const [count, setCount] = useState(PAGE)
  const inbox = useInbox(count)
  const read = useReadMessages()
  if (inbox.isError) return <Failed error={inbox.error} onRetry={() => inbox.refetch()} />
  if (inbox.data === undefined) return <Loading />
  if (inbox.data.items.length === 0) return <p>{t("inbox.empty")}</p>
  const unread = inbox.data.items.some((m) => !m.read)
  return (
    <>
      {unread && (
        <button type="button" className="secondary" disabled={read.isPending} onClick={() => read.mutate(undefined)}>{t("inbox.readAll")}</button>
      )}
      <ul className="inbox" aria-label={t("inbox.title")}>
        {inbox.data.items.map((m) => {
          const link = messageLink(m)
          return (
            <li key={m.id} className={m.read ? "read" : "unread"}>
              <p>
                {!m.read && <strong className="new">{t("inbox.new")} </strong>}
                {messageText(m)}
              </p>
              {link !== null && <Link to={link.to}>{link.label}</Link>}
              <div className="help">{formatDate(m.at, locale)}</div>
              {!m.read && (
                <button type="button" className="link" disabled={read.isPending} onClick={() => read.mutate(m.id)}>{t("inbox.markRead")}</button>
              )}
            </li>
          )
        })}
      </ul>
      {inbox.data.total > inbox.data.items.length && (
        <button type="button" className="secondary" onClick={() => setCount(count + PAGE)}>{t("inbox.more")}</button>
      )}
    </>
  )
}
