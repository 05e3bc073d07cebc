import { useEffect, useId, useRef } from "react"
import { tc } from "../i18n/index.ts"

/** A modal confirmation (the native `<dialog>`: focus kept inside, Escape cancels, the page behind inert). */
export const ConfirmDialog = ({ title, text, confirm, busy, onConfirm, onCancel }: { title: string; text: string; confirm: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) => {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const textId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])
  return (
    <dialog ref={ref} className="class-confirm" aria-labelledby={titleId} aria-describedby={textId} onCancel={(e) => (e.preventDefault(), onCancel())}>
      <h2 id={titleId}>{title}</h2>
      <p id={textId}>{text}</p>
      <div className="actions">
        <button type="button" className="secondary" onClick={onCancel} autoFocus>
          {tc("classes.keep")}
        </button>
        <button type="button" disabled={busy} onClick={onConfirm}>
          {confirm}
        </button>
      </div>
    </dialog>
  )
}
