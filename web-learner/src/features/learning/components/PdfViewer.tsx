import { useEffect, useRef, useState } from "react"
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from "pdfjs-dist"
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url"
import { tl } from "../i18n/index.ts"

GlobalWorkerOptions.workerSrc = workerUrl

/**
 * A PDF shown in the page with PDF.js (DESIGN §4.8: rendered, not a download), one page at a time
 * at the width of the screen; this module and PDF.js load only when a document is opened.
 * `onOpened` fires once the first page is drawn: a document opened is a document done. A copy
 * downloaded for offline use (`local`) is read from the device (the CSP lets PDF.js fetch only our origin).
 */
export const PdfViewer = ({ url, local, title, onOpened }: { url: string; local?: Blob | undefined; title: string; onOpened: () => void }) => {
  const canvas = useRef<HTMLCanvasElement>(null)
  const box = useRef<HTMLDivElement>(null)
  const [doc, setDoc] = useState<PDFDocumentProxy | undefined>(undefined)
  const [page, setPage] = useState(1)
  const [failed, setFailed] = useState(false)
  const opened = useRef(false)

  useEffect(() => {
    let task: ReturnType<typeof getDocument> | undefined
    let gone = false
    void (local ? local.arrayBuffer().then((data) => getDocument({ data })) : Promise.resolve(getDocument({ url }))).then((t) => {
      if (gone) return void t.destroy()
      task = t
      t.promise.then(setDoc, () => setFailed(true))
    })
    return () => {
      gone = true
      void task?.destroy()
    }
  }, [url, local])

  useEffect(() => {
    if (!doc || !canvas.current || !box.current) return
    let cancelled = false
    let render: { cancel: () => void } | undefined
    void doc.getPage(page).then((p) => {
      if (cancelled || !canvas.current || !box.current) return
      const scale = Math.min(2, box.current.clientWidth / p.getViewport({ scale: 1 }).width)
      const ratio = window.devicePixelRatio || 1
      const viewport = p.getViewport({ scale: scale * ratio })
      canvas.current.width = viewport.width
      canvas.current.height = viewport.height
      canvas.current.style.width = `${viewport.width / ratio}px`
      const task = p.render({ canvas: canvas.current, viewport })
      render = task
      task.promise.then(
        () => {
          if (!opened.current) (opened.current = true), onOpened()
        },
        () => undefined
      )
    })
    return () => {
      cancelled = true
      render?.cancel()
    }
  }, [doc, page, onOpened])

  const pages = doc?.numPages ?? 0
  return (
    <div className="pdf" ref={box}>
      {failed && <p role="alert" className="error">{tl("error")}</p>}
      {!doc && !failed && <p role="status">{tl("loading")}</p>}
      <canvas ref={canvas} role="img" aria-label={`${title} — ${tl("player.pdfPage", { page, pages })}`} />
      {pages > 0 && (
        <div className="actions pdf-nav">
          <button type="button" className="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {tl("player.pdfPrevious")}
          </button>
          <span role="status">{tl("player.pdfPage", { page, pages })}</span>
          <button type="button" className="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {tl("player.pdfNext")}
          </button>
        </div>
      )}
      <p>
        <a href={url} download>
          {tl("player.download")}
        </a>
      </p>
    </div>
  )
}
