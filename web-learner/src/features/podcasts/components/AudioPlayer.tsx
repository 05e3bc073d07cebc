import { useEffect, useRef, useState } from "react"
import { t } from "../../../i18n/index.ts"
import type { Audio } from "../api/getPlaylist.ts"
import { reportListening } from "../api/reportListening.ts"
import { savedPosition, savePosition } from "./positions.ts"

/** A position is sent to the server every this many seconds of listening (and on pause, seek and end). */
const REPORT_EVERY_SECONDS = 10

/**
 * The audio element of the chosen audio. It starts where I stopped (this device's memory or the
 * server's, the larger), remembers the position as it plays, and reports it to the server at most
 * every ten seconds of audio, plus when paused, sought, ended, or left (a screen change or reload).
 */
export const AudioPlayer = ({ playlistId, audio, onReported }: { playlistId: string; audio: Audio; onReported: () => void }) => {
  const element = useRef<HTMLAudioElement>(null)
  const reported = useRef(0)
  // Nothing is saved or reported before the audio has moved to where I stopped: its 0 would overwrite that.
  const ready = useRef(false)
  // Said on the element too, so a test (or a person's tools) can tell the player has resumed.
  const [resumed, setResumed] = useState(false)

  useEffect(() => {
    const el = element.current
    if (!el) return
    const start = Math.max(savedPosition(playlistId, audio.audioId), audio.completed ? 0 : audio.positionSeconds)
    reported.current = start
    ready.current = false
    const seek = () => {
      if (start > 0 && start < (Number.isFinite(el.duration) ? el.duration : audio.durationSeconds)) el.currentTime = start
      ready.current = true
      setResumed(true)
    }
    if (el.readyState >= 1) seek()
    else el.addEventListener("loadedmetadata", seek, { once: true })
    const report = () => {
      if (!ready.current) return
      const at = el.currentTime
      if (Math.abs(at - reported.current) < 0.5) return
      reported.current = at
      void reportListening(playlistId, audio.audioId, at).then(onReported, () => undefined)
    }
    const leave = () => report()
    window.addEventListener("pagehide", leave)
    return () => {
      window.removeEventListener("pagehide", leave)
      el.removeEventListener("loadedmetadata", seek)
      report()
    }
    // The element is keyed by audio: a new audio is a new element and a new effect.
  }, [playlistId, audio.audioId])

  const onTime = () => {
    const el = element.current
    if (!el || !ready.current) return
    savePosition(playlistId, audio.audioId, el.currentTime)
    if (Math.abs(el.currentTime - reported.current) >= REPORT_EVERY_SECONDS) {
      reported.current = el.currentTime
      void reportListening(playlistId, audio.audioId, el.currentTime).then(onReported, () => undefined)
    }
  }
  const reportNow = () => {
    const el = element.current
    if (!el || !ready.current) return
    savePosition(playlistId, audio.audioId, el.currentTime)
    reported.current = el.currentTime
    void reportListening(playlistId, audio.audioId, el.ended ? audio.durationSeconds : el.currentTime).then(onReported, () => undefined)
  }

  return (
    <figure className="card podcast-player">
      <figcaption>
        <span className="badge">{t("podcasts.playing")}</span> <strong>{audio.title}</strong>
      </figcaption>
      <audio
        ref={element}
        key={audio.audioId}
        src={audio.url}
        controls
        preload="metadata"
        aria-label={t("podcasts.player", { title: audio.title })}
        data-audio-id={audio.audioId}
        data-resumed={resumed}
        onTimeUpdate={onTime}
        onPause={reportNow}
        onSeeked={reportNow}
        onEnded={reportNow}
      />
    </figure>
  )
}
