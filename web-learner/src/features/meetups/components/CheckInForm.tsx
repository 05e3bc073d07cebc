import { lazy, Suspense, useCallback, useState, type FormEvent } from "react"
import { t } from "../../../i18n/index.ts"
import { ApiError } from "../../../lib/api-client.ts"
import { useCheckIn } from "../api/checkIn.ts"

const QrScanner = lazy(() => import("./QrScanner.tsx").then((m) => ({ default: m.QrScanner })))

/** Check in by scanning the QR the console shows, or by typing its six digits. */
export const CheckInForm = ({ meetupId, title }: { meetupId: string; title: string }) => {
  const checkIn = useCheckIn(meetupId)
  const [code, setCode] = useState("")
  const [scanning, setScanning] = useState(false)
  const inputId = `code-${meetupId}`
  const submit = (e: FormEvent) => {
    e.preventDefault()
    checkIn.mutate(code.trim())
  }
  const scanned = useCallback(
    (read: string) => {
      setScanning(false)
      setCode(read)
      checkIn.mutate(read)
    },
    [checkIn]
  )
  if (checkIn.isSuccess)
    return (
      <p className="success" role="status">
        {t("events.checkedIn")}
      </p>
    )
  return (
    <form onSubmit={submit} noValidate aria-label={t("events.checkInTo", { title })}>
      <div className="field">
        <label htmlFor={inputId}>{t("events.code")}</label>
        <input id={inputId} className="code-input" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))} />
      </div>
      {checkIn.isError && (
        <p className="error" role="alert">
          {checkIn.error instanceof ApiError && checkIn.error.message ? checkIn.error.message : t("error.generic")}
        </p>
      )}
      <div className="actions">
        <button type="submit" disabled={checkIn.isPending}>
          {t("events.checkIn")}
        </button>
        {!scanning && (
          <button type="button" className="secondary" onClick={() => setScanning(true)}>
            {t("events.scan")}
          </button>
        )}
      </div>
      {scanning && (
        <Suspense fallback={<p role="status">{t("loading")}</p>}>
          <QrScanner onCode={scanned} onClose={() => setScanning(false)} />
        </Suspense>
      )}
    </form>
  )
}
