import { useState } from "react"
import { Link } from "react-router"
import { t } from "../../../i18n/index.ts"
import { ApiError } from "../../../lib/api-client.ts"
import { formatDate } from "../../../lib/format.ts"
import { supportPaths } from "../api/paths.ts"
import { useSendContactMessage } from "../api/sendContactMessage.ts"

/** The contact form (subject, message); once sent, the date the answer is due in the learner's country. */
export const ContactForm = ({ locale }: { locale: string }) => {
  const [key, setKey] = useState(() => crypto.randomUUID())
  const send = useSendContactMessage(key)
  const [subject, setSubject] = useState("")
  const [message, setMessage] = useState("")
  if (send.data) {
    return (
      <div className="card" role="status">
        <p className="success">{t("support.sent", { date: formatDate(send.data.answerBy, locale), days: send.data.workingDays })}</p>
        <p className="links">
          <button type="button" className="secondary" onClick={() => (send.reset(), setSubject(""), setMessage(""), setKey(crypto.randomUUID()))}>{t("support.another")}</button>
          <Link to={supportPaths.faq}>{t("support.faqLink")}</Link>
        </p>
      </div>
    )
  }
  return (
    <form className="contact-form" onSubmit={(e) => (e.preventDefault(), send.mutate({ subject: subject.trim(), message: message.trim() }))}>
      <p>{t("support.intro")}</p>
      <div className="field">
        <label htmlFor="contact-subject">{t("support.subject")}</label>
        <input id="contact-subject" required maxLength={256} value={subject} onChange={(e) => setSubject(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="contact-message">{t("support.message")}</label>
        <textarea id="contact-message" required maxLength={5000} rows={6} value={message} onChange={(e) => setMessage(e.target.value)} />
      </div>
      {send.error && <p className="error" role="alert">{send.error instanceof ApiError ? send.error.message : t("error.generic")}</p>}
      <button type="submit" disabled={send.isPending}>{t("support.send")}</button>
    </form>
  )
}
