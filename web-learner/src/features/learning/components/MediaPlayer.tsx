import { useEffect, useRef, useState } from "react"
import { Loading } from "../../../components/states.tsx"
import { saveMediaPosition, useMediaPosition } from "../api/scorm.ts"
import { tl } from "../i18n/index.ts"

/** How often a playing video or audio reports where it is (and it does on pause and on leaving too). */
const everySeconds = 5

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, "0")}`

/**
 * A video or audio activity with native controls that resumes where the learner stopped (DESIGN
 * §4.8): the position is saved every few seconds while it plays, on pause, when the page is hidden
 * and when the player closes, and restored when it opens again. Its end completes the activity
 * (the server's rule: domain/mediaResume/decide.ts), and `onDone` says so to the player at once.
 */
export const MediaPlayer = ({ kind, url, title, courseId, activityId, onDone }: { kind: "video" | "audio"; url: string; title: string; courseId: string; activityId: string; onDone: () => void }) => {
  const position = useMediaPosition(courseId, activityId)
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null)
  const [failed, setFailed] = useState(false)
  const resumeAt = position.data?.positionSeconds ?? 0

  useEffect(() => {
    const el = media.current
    if (el === null || position.data === undefined) return
    let saved = -1
    const save = () => {
      const duration = el.duration
      if (!Number.isFinite(duration) || duration <= 0 || Math.abs(el.currentTime - saved) < 0.5) return
      saved = el.currentTime
      saveMediaPosition(courseId, activityId, { positionSeconds: Math.min(el.currentTime, duration), durationSeconds: duration }).then(
        () => setFailed(false),
        () => setFailed(true)
      )
    }
    const restore = () => {
      // A learner who reached the end starts again from the beginning.
      if (resumeAt > 0 && resumeAt < el.duration - 1) el.currentTime = resumeAt
      saved = el.currentTime
    }
    const tick = () => {
      if (Math.abs(el.currentTime - saved) >= everySeconds) save()
    }
    const hidden = () => {
      if (document.visibilityState === "hidden") save()
    }
    if (el.readyState >= 1) restore()
    else el.addEventListener("loadedmetadata", restore, { once: true })
    el.addEventListener("timeupdate", tick)
    el.addEventListener("pause", save)
    el.addEventListener("ended", save)
    document.addEventListener("visibilitychange", hidden)
    window.addEventListener("pagehide", save)
    return () => {
      save()
      el.removeEventListener("loadedmetadata", restore)
      el.removeEventListener("timeupdate", tick)
      el.removeEventListener("pause", save)
      el.removeEventListener("ended", save)
      document.removeEventListener("visibilitychange", hidden)
      window.removeEventListener("pagehide", save)
    }
  }, [position.data, resumeAt, courseId, activityId])

  // The position first: a media element that started playing from 0 would then jump.
  if (position.isPending) return <Loading />
  const props = { ref: media, className: "media", src: url, controls: true, preload: "metadata", onEnded: onDone, "aria-label": title } as const
  return (
    <>
      {kind === "video" ? <video {...props} playsInline /> : <audio {...props} />}
      {resumeAt > 0 && <p className="note">{tl("scorm.resumeAt", { time: clock(resumeAt) })}</p>}
      <p className="note">{tl("player.mediaHint")}</p>
      {failed && (
        <p className="error" role="alert">
          {tl("scorm.positionSaveFailed")}
        </p>
      )}
    </>
  )
}
