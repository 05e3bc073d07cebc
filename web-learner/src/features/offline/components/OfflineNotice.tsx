import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useSyncExternalStore } from "react"
import { useLanguage } from "../../../i18n/index.ts"
import { clearOfflineAnswers, useOfflineAsOf } from "../api/offlineAnswers.ts"
import { to, useOfflineLanguage } from "../i18n/index.ts"
import "../offline.css"

const subscribe = (listener: () => void) => {
  window.addEventListener("online", listener)
  window.addEventListener("offline", listener)
  return () => {
    window.removeEventListener("online", listener)
    window.removeEventListener("offline", listener)
  }
}

/**
 * Says when what the screen shows is not the server's answer of now (issue 48: never stale in
 * silence): offline, "shown as it was at <time>" for answers the service worker kept; and when the
 * connection returns, every screen reads again.
 */
export const OfflineNotice = ({ waiting, scormWaiting = 0 }: { waiting: number; scormWaiting?: number }) => {
  useOfflineLanguage()
  const locale = useLanguage()
  const queryClient = useQueryClient()
  const online = useSyncExternalStore(subscribe, () => navigator.onLine)
  const asOf = useOfflineAsOf()
  useEffect(() => {
    const back = () => {
      clearOfflineAnswers()
      void queryClient.invalidateQueries()
    }
    window.addEventListener("online", back)
    return () => window.removeEventListener("online", back)
  }, [queryClient])
  const time = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" })
  if (online && asOf === undefined && waiting === 0 && scormWaiting === 0) return null
  return (
    <div className="offline-notice" role="status">
      {asOf !== undefined ? <p>{to("offline.notice", { time: time.format(asOf) })}</p> : !online && <p>{to("offline.noticeNoData")}</p>}
      {waiting > 0 && <p>{waiting === 1 ? to("offline.waitingOne") : to("offline.waitingCount", { n: waiting })}</p>}
      {scormWaiting > 0 && <p>{scormWaiting === 1 ? to("offline.scormWaitingOne") : to("offline.scormWaitingCount", { n: scormWaiting })}</p>}
    </div>
  )
}
