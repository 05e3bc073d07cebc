import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useRef, useState } from "react"
import { Link } from "react-router"
import { paths } from "../../../config/paths.ts"
import { useLanguage } from "../../../i18n/index.ts"
import { downloadForOffline, type Downloadable } from "../api/download.ts"
import { isOutdated, offlineFileName, removeDownload, type OfflineRecord } from "../api/offlineRecords.ts"
import { downloadsKey } from "../api/useDownloads.ts"
import { to, useOfflineLanguage } from "../i18n/index.ts"
import { formatBytes } from "./formatBytes.ts"
import { ProgressDialog } from "./ProgressDialog.tsx"
import "../offline.css"

/**
 * An activity file's "download for offline" (issue 48): the button, the progress dialog while the
 * bytes come, and once kept, "available offline" with its size. A copy older than the server's
 * file is marked and downloaded again as soon as there is a connection.
 */
export const DownloadBox = ({ item, record }: { item: Downloadable; record: OfflineRecord | null }) => {
  useOfflineLanguage()
  const locale = useLanguage()
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<number | undefined>(undefined)
  const [outcome, setOutcome] = useState<"done" | "failed" | undefined>(undefined)
  const abort = useRef<AbortController | undefined>(undefined)
  const outdated = record !== null && !record.downloading && isOutdated(record, item.updatedAt)

  const start = async () => {
    const controller = new AbortController()
    abort.current = controller
    setOutcome(undefined)
    setProgress(0)
    try {
      await downloadForOffline(item, setProgress, controller.signal)
      setOutcome("done")
    } catch {
      // A failed or cancelled download keeps nothing: no record says "downloading" for ever.
      await removeDownload({ item_id: item.itemId, file: offlineFileName(item.itemId, item.contentType) }).catch(() => undefined)
      setOutcome(controller.signal.aborted ? undefined : "failed")
    } finally {
      setProgress(undefined)
      await queryClient.invalidateQueries({ queryKey: downloadsKey })
    }
  }

  // SPEC: an activity updated since its download is marked and refreshed.
  const refreshing = useRef(false)
  useEffect(() => {
    if (outdated && navigator.onLine && !refreshing.current) {
      refreshing.current = true
      void start()
    }
  }, [outdated]) // eslint-disable-line react-hooks/exhaustive-deps

  const busy = progress !== undefined
  return (
    <div className="download-box">
      {record !== null && !record.downloading && !busy && (
        <p className="offline-state">
          <span className="badge approved">✓ {to("offline.readySize", { size: formatBytes(record.size, locale) })}</span>
          {outdated && <span className="badge awaiting_approval">{to("offline.outdated")}</span>}
          <Link to={`${paths.profile}/downloads`}>{to("offline.title")}</Link>
        </p>
      )}
      {(record === null || outdated) && !busy && (
        <button type="button" className="secondary" onClick={() => void start()}>
          {outdated ? to("offline.refresh") : to("offline.download")}
        </button>
      )}
      {outcome === "done" && <p role="status" className="success">{to("offline.done")}</p>}
      {outcome === "failed" && <p role="alert" className="error">{to("offline.failed")}</p>}
      {busy && progress < 1 && <ProgressDialog title={item.title} progress={progress} onCancel={() => abort.current?.abort()} />}
    </div>
  )
}
