import { useId, useState, type FormEvent } from "react"
import { tl, type LoungeKey } from "../i18n/index.ts"

/** A chat line or a question: at most 500 characters, as the server takes them. */
export const LineForm = ({ label, submit, busy, error, onSubmit }: { label: LoungeKey; submit: LoungeKey; busy: boolean; error: string | undefined; onSubmit: (text: string, done: () => void) => void }) => {
  const [text, setText] = useState("")
  const id = useId()
  const send = (e: FormEvent) => {
    e.preventDefault()
    if (text.trim() !== "") onSubmit(text.trim(), () => setText(""))
  }
  return (
    <form className="lounge-form" onSubmit={send}>
      <label htmlFor={id}>{tl(label)}</label>
      <div className="lounge-form-row">
        <input id={id} value={text} required maxLength={500} autoComplete="off" onChange={(e) => setText(e.target.value)} />
        <button type="submit" disabled={busy}>{tl(submit)}</button>
      </div>
      {error && <p role="alert" className="error">{tl("failed", { message: error })}</p>}
    </form>
  )
}
