import { useId, useState, type FormEvent } from "react"
import { tf } from "../i18n/index.ts"

/** A post's text (a reply, an edit): sent as typed; the server sanitizes what it serves. */
export const PostForm = ({ label, submit, initial = "", busy, error, onSubmit, onCancel }: {
  label: string
  submit: string
  initial?: string
  busy: boolean
  error: string | undefined
  onSubmit: (body: string) => void
  onCancel?: () => void
}) => {
  const [body, setBody] = useState(initial)
  const id = useId()
  const send = (e: FormEvent) => {
    e.preventDefault()
    if (body.trim() !== "") onSubmit(body.trim())
  }
  return (
    <form className="forum-form" onSubmit={send}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <textarea id={id} value={body} required maxLength={10000} onChange={(e) => setBody(e.target.value)} />
      </div>
      {error && <p role="alert" className="error">{tf("failed", { message: error })}</p>}
      <div className="actions">
        <button type="submit" disabled={busy}>{submit}</button>
        {onCancel && <button type="button" className="secondary" onClick={onCancel}>{tf("cancel")}</button>}
      </div>
    </form>
  )
}
