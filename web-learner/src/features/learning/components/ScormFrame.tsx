import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useRef, useState } from "react"
import type { ScormCommitMessage } from "../../../scorm-runtime/runtime.ts"
import { ApiError } from "../../../lib/api-client.ts"
import { Failed, Loading } from "../../../components/states.tsx"
import { offlineScormUrl, resumeState } from "../../offline/api/offline2ScormPage.ts"
import { advanceKeptScorm, type OfflineScorm } from "../../offline/api/offlineRecords.ts"
import { to, useOfflineLanguage } from "../../offline/i18n/index.ts"
import { keepScormCommit, usePendingScormCommits } from "../api/pendingScormCommits.ts"
import { commitScorm, useScormLaunch, type ScormAttempt } from "../api/scorm.ts"
import { tl, type LearningKey } from "../i18n/index.ts"

type Saving = "idle" | "saving" | "saved" | "failed" | "kept"

/**
 * Whether the server answers, asked once per opening (the runtime script, which no worker keeps):
 * undefined until known.
 */
const useServerReach = (ask: boolean): boolean | undefined => {
  const [reach, setReach] = useState<boolean | undefined>(undefined)
  useEffect(() => {
    if (!ask || reach !== undefined) return
    let live = true
    void fetch("/scorm/runtime.js", { method: "HEAD", cache: "no-store" }).then(
      (r) => live && setReach(r.ok),
      () => live && setReach(false)
    )
    return () => void (live = false)
  }, [ask, reach])
  return reach
}

/** Commit times that never tie: the outbox sends oldest first, and a package may commit twice in a millisecond. */
let lastKept = 0
const keptAt = () => new Date((lastKept = Math.max(Date.now(), lastKept + 1))).toISOString()

/** A package kept on the device for offline use (issue 48): its record's item and what plays it. */
export interface KeptScorm {
  readonly itemId: string
  readonly scorm: OfflineScorm
  readonly userId: string
}

const isCommit = (data: unknown): data is ScormCommitMessage =>
  typeof data === "object" && data !== null && (data as { type?: unknown }).type === "vitrine-scorm-commit" && typeof (data as { seq?: unknown }).seq === "number"

/** A refused commit (the package sent what the data model refuses) is not sent again; a lost connection or a busy server is. */
const retryable = (e: unknown) => !(e instanceof ApiError) || e.status >= 500 || e.status === 408 || e.status === 429

const statuses = ["completed", "incomplete", "not attempted", "passed", "failed", "browsed", "unknown"]
const status = (s: string) => (statuses.includes(s) ? tl(`scorm.status.${s}` as LearningKey) : s)

/**
 * A SCORM package in the activity player (DESIGN §4.8): its launch page in a sandboxed frame (an
 * opaque origin, as the server's CSP also says), where our runtime answers the package's API.
 * The runtime posts each Commit and Finish here; only messages from this frame are taken, and
 * they are saved in order, each until it is kept (a commit is numbered: a resend counts once).
 */
export const ScormFrame = ({ courseId, activityId, title, kept }: { courseId: string; activityId: string; title: string; kept?: KeptScorm | undefined }) => {
  useOfflineLanguage()
  const launch = useScormLaunch(courseId, activityId)
  // Offline (the server out of reach) with a kept copy, the package plays from the device, and each
  // of its commits waits in the outbox. Asked of the server itself: `navigator.onLine` may say
  // online with no network, and the launch may be the worker's cached answer, whose link is dead.
  // A copy kept during this opening changes nothing: the package playing now is not reloaded.
  const [keptAtOpening] = useState(kept !== undefined)
  const reach = useServerReach(keptAtOpening)
  const local = keptAtOpening && kept !== undefined && reach === false
  const pending = usePendingScormCommits(kept?.userId)
  const [localUrl, setLocalUrl] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (local && localUrl === undefined && pending.data !== undefined)
      setLocalUrl(offlineScormUrl(kept.itemId, kept.scorm.launch, resumeState(kept.scorm.state, pending.data, courseId, activityId)))
  }, [local, localUrl, pending.data, kept, courseId, activityId])
  // Read by the frame's listener, which lives as long as the opening (a new one would drop its chain).
  const keepTo = useRef<KeptScorm | undefined>(undefined)
  keepTo.current = local ? kept : undefined
  const keptItem = useRef<string | undefined>(undefined)
  keptItem.current = kept?.itemId
  const frame = useRef<HTMLIFrameElement>(null)
  const client = useQueryClient()
  const [result, setResult] = useState<ScormAttempt | undefined>(undefined)
  const [saving, setSaving] = useState<Saving>("idle")
  const [finished, setFinished] = useState(false)

  useEffect(() => {
    // One chain per opening: commits are saved one after another, in the order the package made them.
    let chain = Promise.resolve()
    let live = true
    const nonce = crypto.randomUUID()
    const save = async (m: ScormCommitMessage, wait = 1000): Promise<void> => {
      const device = keepTo.current
      if (device !== undefined) {
        await keepScormCommit(client, { key: `${nonce}:${m.seq}`, userId: device.userId, keptAt: keptAt(), courseId, activityId, seq: m.seq, values: m.values, finished: m.finished })
        if (live) setSaving("kept")
        return
      }
      try {
        const answer = await commitScorm(courseId, activityId, { seq: m.seq, values: m.values, finished: m.finished }, `${nonce}:${m.seq}`)
        // The device's copy, if any, follows what the server kept: offline it resumes from here.
        if (keptItem.current !== undefined) await advanceKeptScorm(keptItem.current, m.seq, m.values).catch(() => undefined)
        if (!live) return
        setResult(answer)
        setSaving("saved")
        if (answer.completed) void client.invalidateQueries({ queryKey: ["learning", "course", courseId] })
      } catch (e) {
        if (!live) return
        setSaving("failed")
        if (!retryable(e)) return
        await new Promise((r) => setTimeout(r, wait))
        if (live) return save(m, Math.min(wait * 2, 30_000))
      }
    }
    const onMessage = (event: MessageEvent) => {
      if (frame.current === null || event.source !== frame.current.contentWindow || !isCommit(event.data)) return
      const m = event.data
      if (m.finished) setFinished(true)
      setSaving("saving")
      chain = chain.then(() => save(m))
    }
    window.addEventListener("message", onMessage)
    return () => {
      live = false
      window.removeEventListener("message", onMessage)
    }
  }, [courseId, activityId, client])

  if (keptAtOpening && reach === undefined) return <Loading label={tl("scorm.loading")} />
  if (local) {
    if (localUrl === undefined) return <Loading label={tl("scorm.loading")} />
    return (
      <div className="scorm">
        {/* No sandbox attribute: a sandboxed frame's page is never the worker's to answer. The
            worker's answer carries the sandbox as its CSP, so the page is an opaque origin all the same. */}
        <iframe ref={frame} className="scorm-frame" src={localUrl} title={tl("scorm.frame", { title })} />
        <p className="note">{to("offline.scormOffline")}</p>
        <p className="note" role="status">
          {saving === "kept" ? to("offline.scormKept") : ""}
        </p>
      </div>
    )
  }
  if (launch.isError) return <Failed error={launch.error} onRetry={() => launch.refetch()} />
  if (launch.data === undefined) return <Loading label={tl("scorm.loading")} />
  const shown = result ?? launch.data
  return (
    <div className="scorm">
      <iframe ref={frame} className="scorm-frame" src={launch.data.url} title={tl("scorm.frame", { title })} sandbox="allow-scripts allow-forms allow-popups" />
      <p className="note" role="status">
        {saving === "saving" ? tl("scorm.saving") : saving === "saved" ? tl("scorm.saved") : ""}
      </p>
      {saving === "failed" && (
        <p className="error" role="alert">
          {tl("scorm.saveFailed")}
        </p>
      )}
      {(finished || shown.seq > 0) && (
        <p className="scorm-result">
          {tl("scorm.result", { status: status(shown.success !== "unknown" ? shown.success : shown.completion) })}
          {shown.score !== null && <> · {tl("scorm.score", { score: shown.score })}</>}
        </p>
      )}
      {shown.completed && <p className="success">{tl("scorm.completed")}</p>}
    </div>
  )
}
