import { lazy, Suspense, useEffect, useRef, useState } from "react"
import type { FinishedRound } from "../../games/roundReport.ts"
import type { Content } from "../api/types.ts"
import { tl } from "../i18n/index.ts"
import { MediaPlayer } from "./MediaPlayer.tsx"
import { ScormFrame, type KeptScorm } from "./ScormFrame.tsx"

const PdfViewer = lazy(() => import("./PdfViewer.tsx").then((m) => ({ default: m.PdfViewer })))
// The games (DESIGN §4.11) are a feature of their own, in their own chunk with the drag library.
const GamePlayer = lazy(() => import("../../games/GamePlayer.tsx").then((m) => ({ default: m.GamePlayer })))

/** Calls `f` once, when the component first shows (a document or HTML page opened counts as done). */
const useOnce = (f: () => void) => {
  const done = useRef(false)
  useEffect(() => {
    if (!done.current) (done.current = true), f()
  }, [f])
}

const Html = ({ html, onDone }: { html: string; onDone: () => void }) => {
  useOnce(onDone)
  // Sanitized by the server on the way out (adapters/content/sanitizeHtml.ts).
  return <div className="html-content" dangerouslySetInnerHTML={{ __html: html }} />
}

/** A link to a file kept on the device (a download for offline use), revoked when the player leaves it. */
const useObjectUrl = (blob: Blob | undefined): string | undefined => {
  const [url, setUrl] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (blob === undefined) return setUrl(undefined)
    const made = URL.createObjectURL(blob)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [blob])
  return url
}

/**
 * An activity's content as DESIGN §4.8 says to play it: PDFs in the page, video and audio with
 * native controls (done at their end), embeds of the allowed hosts, sanitized HTML; `onDone`
 * reports the completion. A kind this player cannot run yet says so, never a blank screen. A file
 * downloaded for offline use (`local`) plays from the device, with or without a connection.
 */
export const ContentView = ({
  content,
  title,
  onDone,
  onRoundEnd,
  courseId,
  activityId,
  local,
  kept
}: {
  content: Content
  title: string
  onDone: () => void
  onRoundEnd?: (round: FinishedRound) => void
  courseId: string
  activityId: string
  local?: Blob | undefined
  /** A SCORM package kept on the device, played from it offline. */
  kept?: KeptScorm | undefined
}) => {
  const localUrl = useObjectUrl(content.kind === "file" ? local : undefined)
  switch (content.kind) {
    case "file": {
      const type = content.contentType ?? ""
      if (type === "application/pdf")
        return (
          <Suspense fallback={<p role="status">{tl("loading")}</p>}>
            <PdfViewer url={content.url} local={local} title={title} onOpened={onDone} />
          </Suspense>
        )
      const src = localUrl ?? content.url
      if (type.startsWith("video/") || type.startsWith("audio/"))
        return <MediaPlayer kind={type.startsWith("video/") ? "video" : "audio"} url={src} title={title} courseId={courseId} activityId={activityId} onDone={onDone} />
      if (type.startsWith("image/")) return <img className="media" src={src} alt={title} onLoad={onDone} />
      return (
        <p>
          <a href={content.url} download onClick={onDone}>
            {tl("player.download")}
          </a>
        </p>
      )
    }
    case "embed":
      return (
        <>
          <iframe
            className="embed"
            src={content.url}
            title={tl("player.embed", { title })}
            allow="fullscreen; picture-in-picture"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            referrerPolicy="strict-origin-when-cross-origin"
          />
          <button type="button" onClick={onDone}>
            {tl("player.markDone")}
          </button>
        </>
      )
    case "html":
      return <Html html={content.html} onDone={onDone} />
    case "game":
      return (
        <Suspense fallback={<p role="status">{tl("loading")}</p>}>
          <GamePlayer game={content.game} onWon={onDone} {...(onRoundEnd ? { onRoundEnd } : {})} />
        </Suspense>
      )
    case "scorm":
      return <ScormFrame courseId={courseId} activityId={activityId} title={title} kept={kept} />
  }
}
