import "../learning.css"
import { useLanguage } from "../../../i18n/index.ts"
import { formatDate, formatNumber } from "../../../lib/format.ts"
import { useVerification } from "../api/certificates.ts"
import { tl } from "../i18n/index.ts"
import { QueryState } from "./QueryState.tsx"

/** The public verification of a certificate by its code (no login): initials unless the holder allows the name. */
export const VerificationPage = ({ code }: { code: string }) => {
  const locale = useLanguage()
  const query = useVerification(code)
  const v = query.data
  return (
    <main id="main" className="narrow wide">
      <h1>{tl("verify.title")}</h1>
      <QueryState query={query}>
        {v === null ? (
          <p role="alert">{tl("verify.notFound", { code })}</p>
        ) : (
          v && (
            <section className="card">
              <p className="success">✓ {tl("verify.valid")}</p>
              <dl className="data">
                <div>
                  <dt>{tl("verify.holder")}</dt>
                  <dd>{v.holderName ?? v.holderInitials}</dd>
                </div>
                <div>
                  <dt>{tl("verify.course")}</dt>
                  <dd>{v.courseTitle}</dd>
                </div>
                <div>
                  <dt>{tl("verify.workload")}</dt>
                  <dd>{tl("course.workload", { hours: formatNumber(v.workloadHours, locale) })}</dd>
                </div>
                <div>
                  <dt>{tl("verify.issued")}</dt>
                  <dd>{formatDate(v.issuedAt, locale)}</dd>
                </div>
                <div>
                  <dt>{tl("verify.code")}</dt>
                  <dd>{v.code}</dd>
                </div>
              </dl>
            </section>
          )
        )}
      </QueryState>
    </main>
  )
}
