import { keepFile, keepRecord, offlineFileName, removeInterruptedOnce, type OfflineRecord, type OfflineScorm } from "./offlineRecords.ts"

/** What the player knows of an activity's file, enough to download it. */
export interface Downloadable {
  readonly itemId: string
  readonly url: string
  readonly contentType: string
  readonly updatedAt: string
  readonly size: number
  readonly userId: string
  readonly title: string
  readonly path: string
  /**
   * A SCORM package (a zip): what plays it offline, asked for when the download starts (a package
   * opened online before has committed since the screen was read).
   */
  readonly scorm?: () => Promise<Omit<OfflineScorm, "runtime">>
}

/** Our SCORM runtime (the script the server injects into a package's pages), kept with a package for the worker to inject offline. */
const scormRuntime = async (signal?: AbortSignal): Promise<string> => {
  const res = await fetch("/scorm/runtime.js", signal ? { signal } : {})
  if (!res.ok) throw new DownloadFailed(String(res.status))
  return res.text()
}

export class DownloadFailed extends Error {}

/**
 * Downloads a file for offline use (SPEC §4 "Offline download"): the record is kept flagged
 * downloading before the first byte, the body is read as it arrives (progress = bytes received ÷
 * Content-Length, 0 to 1), and the file and the finished record are kept at the end. An
 * interruption leaves the flagged record, which the next start removes.
 */
export const downloadForOffline = async (item: Downloadable, onProgress: (progress: number) => void, signal?: AbortSignal): Promise<OfflineRecord> => {
  const record: OfflineRecord = {
    item_id: item.itemId,
    updated_date: item.updatedAt,
    src: item.url,
    downloading: true,
    file: offlineFileName(item.itemId, item.contentType),
    userId: item.userId,
    title: item.title,
    contentType: item.contentType,
    size: 0,
    path: item.path
  }
  await removeInterruptedOnce()
  await keepRecord(record)
  const res = await fetch(item.url, signal ? { signal } : {})
  if (!res.ok || res.body === null) throw new DownloadFailed(String(res.status))
  const total = Number(res.headers.get("content-length")) || item.size
  const reader = res.body.getReader()
  const chunks: Array<Uint8Array> = []
  let received = 0
  onProgress(0)
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    received += value.byteLength
    if (total > 0) onProgress(Math.min(received / total, 0.999))
  }
  const blob = new Blob(chunks as Array<BlobPart>, { type: item.contentType })
  const scorm = item.scorm === undefined ? {} : { scorm: { ...(await item.scorm()), runtime: await scormRuntime(signal) } }
  await keepFile(record.file, blob)
  const kept = { ...record, ...scorm, downloading: false, size: blob.size }
  await keepRecord(kept)
  onProgress(1)
  return kept
}
