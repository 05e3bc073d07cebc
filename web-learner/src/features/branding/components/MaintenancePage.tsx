import { useEffect, useState } from "react"
import { Link } from "react-router"
import { language } from "../../../i18n/index.ts"
import { getLoginConfig, type LoginConfigAnswer } from "../api/getLoginConfig.ts"
import { tb } from "../i18n/index.ts"

type Message = LoginConfigAnswer["config"]["maintenance"]["message"]

/** The configuration's message in the learner's language, else in Portuguese, else ours. */
const messageOf = (message: Message | undefined): string => {
  const lang = language().slice(0, 2) as keyof Message
  return message?.[lang] || message?.pt || tb("maintenance.default")
}

/** The maintenance page (SPEC §2): what the deployment says, a retry, and the admins' way in. */
export const MaintenancePage = () => {
  const [message, setMessage] = useState<Message>()
  useEffect(() => {
    void getLoginConfig()
      .then((a) => setMessage(a.config.maintenance.message))
      .catch(() => undefined)
  }, [])
  return (
    <main id="main" className="narrow maintenance">
      <div className="illustration" aria-hidden="true" />
      <h1>{tb("maintenance.title")}</h1>
      <p role="status">{messageOf(message)}</p>
      <div className="actions">
        <button type="button" onClick={() => window.location.reload()}>
          {tb("maintenance.retry")}
        </button>
        <Link to="/maintenance-login">{tb("maintenance.admins")}</Link>
      </div>
    </main>
  )
}
