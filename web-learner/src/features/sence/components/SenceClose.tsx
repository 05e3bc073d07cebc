import { ApiError } from "../../../lib/api-client.ts"
import { t } from "../../../i18n/index.ts"
import { useCloseSenceSession } from "../api/senceSessions.ts"
import { ts } from "../i18n/index.ts"

/**
 * Above a course's content while my SENCE session runs: the agency's close call ends it (DESIGN
 * §4.9); every refusal is the server's message for the agency's code.
 */
export const SenceClose = ({ courseId }: { courseId: string }) => {
  const close = useCloseSenceSession(courseId)
  return (
    <div className="card sence" role="region" aria-label={ts("sence.title")}>
      <p>{ts("sence.started")}</p>
      {close.error && (
        <p className="error" role="alert">
          {close.error instanceof ApiError && close.error.message ? close.error.message : t("error.generic")}
        </p>
      )}
      <button type="button" className="secondary" disabled={close.isPending} onClick={() => close.mutate()}>
        {close.isPending ? ts("sence.closing") : ts("sence.close")}
      </button>
    </div>
  )
}
