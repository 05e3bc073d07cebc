import { useEffect, useState, type FormEvent } from "react"
import { normalizeRut } from "../../../../../domain/sence/rut.ts"
import { ApiError } from "../../../lib/api-client.ts"
import { t } from "../../../i18n/index.ts"
import type { SenceStatus } from "../api/paths.ts"
import { useOpenSenceSession, useStartSenceSession } from "../api/senceSessions.ts"
import { ts } from "../i18n/index.ts"

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`

/** The seconds left, counted down from the server's figure with the monotonic clock. */
const useRemaining = (remainingSeconds: number) => {
  const [start] = useState(() => performance.now())
  const [, tick] = useState(0)
  useEffect(() => {
    const id = setInterval(() => tick((n) => n + 1), 1000)
    return () => clearInterval(id)
  }, [])
  return Math.max(0, remainingSeconds - Math.floor((performance.now() - start) / 1000))
}

const errorText = (error: unknown) => (error instanceof ApiError && error.message ? error.message : t("error.generic"))

/** RUT and password within the 3 minutes the server gave; every refusal is the server's message. */
const LoginForm = ({ courseId, open }: { courseId: string; open: NonNullable<SenceStatus["open"]> }) => {
  const [rut, setRut] = useState("")
  const [password, setPassword] = useState("")
  const [touched, setTouched] = useState(false)
  const start = useStartSenceSession(courseId)
  const left = useRemaining(open.remainingSeconds)
  const rutValid = normalizeRut(rut) !== undefined
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setTouched(true)
    if (rutValid) start.mutate({ sessionId: open.sessionId, rut, password })
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="sence-title">
      <p className={`countdown${left <= 60 ? " urgent" : ""}`} role="timer" aria-live="off">
        {left > 0 ? ts("sence.timeLeft", { time: clock(left) }) : ts("sence.expired")}
      </p>
      <div className="field">
        <label htmlFor="sence-rut">{ts("sence.rut")}</label>
        <input
          id="sence-rut"
          autoComplete="off"
          required
          maxLength={16}
          aria-describedby="sence-rut-hint"
          aria-invalid={touched && !rutValid}
          value={rut}
          onChange={(e) => setRut(e.target.value)}
          onBlur={() => setTouched(true)}
        />
        <p id="sence-rut-hint" className="help">
          {touched && !rutValid ? ts("sence.rutInvalid") : ts("sence.rutHint")}
        </p>
      </div>
      <div className="field">
        <label htmlFor="sence-password">{ts("sence.password")}</label>
        <input id="sence-password" type="password" autoComplete="current-password" required maxLength={128} value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      {start.error && (
        <p className="error" role="alert">
          {errorText(start.error)}
        </p>
      )}
      <button type="submit" disabled={start.isPending || password === "" || left === 0}>
        {start.isPending ? ts("sence.checking") : ts("sence.submit")}
      </button>
    </form>
  )
}

/** Before the content: why SENCE, the button that starts the 3 minutes, then the login. */
export const SenceLogin = ({ courseId, status }: { courseId: string; status: SenceStatus }) => {
  const open = useOpenSenceSession(courseId)
  return (
    <section className="card sence" aria-labelledby="sence-title">
      <h1 id="sence-title">{ts("sence.title")}</h1>
      <p>{ts("sence.intro")}</p>
      {status.open === null ? (
        <>
          <p className="help">{ts("sence.openHint")}</p>
          {open.error && (
            <p className="error" role="alert">
              {errorText(open.error)}
            </p>
          )}
          <button type="button" onClick={() => open.mutate()} disabled={open.isPending}>
            {ts("sence.open")}
          </button>
        </>
      ) : (
        <LoginForm key={status.open.sessionId} courseId={courseId} open={status.open} />
      )}
    </section>
  )
}
