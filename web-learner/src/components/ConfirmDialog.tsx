import { useEffect, useId, useRef } from "react"
import "./confirmDialog.css"

/**
 * A modal confirmation (the native `<dialog>`: focus kept inside, Escape cancels, the page
 * behind inert), for what cannot be undone or reaches others. `cancel` is the feature's own words.
 */
export const ConfirmDialog = ({
  title,
  text,
  confirm,
  cancel,
  busy,
  onConfirm,
  onCancel
}: {
  title: string
  text: string
  confirm: string
  cancel: string
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}) => {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const textId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])
  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby={titleId} aria-describedby={textId} onCancel={(e) => (e.preventDefault(), onCancel())}>
      <h2 id={titleId}>{title}</h2>
      <p id={textId}>{text}</p>
      <div className="actions">
        <button type="button" className="secondary" onClick={onCancel} autoFocus>
          {cancel}
        </button>
        <button type="button" disabled={busy} onClick={onConfirm}>
          {confirm}
        </button>
      </div>
    </dialog>
  )
}
