import { useEffect, useRef } from "react"
import { to } from "../i18n/index.ts"

/**
 * SPEC §4's download dialog: a modal with a bar that grows as bytes arrive; the caller closes it
 * when progress reaches 1. "Cancel" aborts the download (its record is then removed).
 */
export const ProgressDialog = ({ title, progress, onCancel }: { title: string; progress: number; onCancel: () => void }) => {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const d = dialog.current
    if (d && !d.open) d.showModal()
    return () => d?.close()
  }, [])
  const percent = Math.floor(progress * 100)
  return (
    <dialog ref={dialog} className="download-dialog" aria-labelledby="download-title" onCancel={(e) => (e.preventDefault(), onCancel())}>
      <h2 id="download-title">{to("offline.downloading", { title })}</h2>
      <progress max={1} value={progress} aria-label={to("offline.progress")} aria-valuetext={to("offline.percent", { percent })} />
      <p role="status">{to("offline.percent", { percent })}</p>
      <button type="button" className="secondary" onClick={onCancel}>
        {to("offline.cancel")}
      </button>
    </dialog>
  )
}
