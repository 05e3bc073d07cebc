import { Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { CertificateNotFound } from "../../../domain/api/learning/errors.ts"
import type { Principal } from "../../../domain/api/security.ts"
import { certificatePdf } from "../../certificates/certificatePdf.ts"
import { failureOf } from "../errors.ts"
import { acceptedLocale } from "../locale.ts"
import { ServerContext } from "../ServerContext.ts"

/** The public verification page the QR code opens: the learner app's own route, on the host the learner reached. */
const verificationUrl = (request: HttpServerRequest.HttpServerRequest, code: string) => {
  const host = request.headers["x-forwarded-host"] ?? request.headers["host"] ?? "localhost"
  const proto = request.headers["x-forwarded-proto"] ?? "http"
  return `${proto}://${host}/verify-certificate/${encodeURIComponent(code)}`
}

/**
 * `GET /api/me/certificates/:code/pdf`: my certificate as a PDF, in the request's language. Another
 * learner's code is `404 certificate.not_found`, as an unknown one.
 */
export const myCertificatePdf = (user: Principal, code: string) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const request = yield* HttpServerRequest.HttpServerRequest
    const row = programme.db
      .prepare<[string, string], { code: string; courseTitle: string; workloadHours: number; issuedAt: string; fullName: string | null }>(
        `SELECT x.code, coalesce(c.title, x.course_id) AS courseTitle, coalesce(c.workload_hours, 0) AS workloadHours, x.issued_at AS issuedAt, p.full_name AS fullName
         FROM certificates x LEFT JOIN courses c ON c.course_id = x.course_id LEFT JOIN personal_data p ON p.user_id = x.user_id WHERE x.code = ? AND x.user_id = ?`
      )
      .get(code.trim().toUpperCase(), user.userId)
    if (row === undefined) return yield* failureOf(new CertificateNotFound({ certificateCode: code }))
    const bytes = yield* Effect.promise(() =>
      certificatePdf({
        holderName: row.fullName ?? user.userId,
        courseTitle: row.courseTitle,
        workloadHours: row.workloadHours,
        issuedAt: row.issuedAt,
        code: row.code,
        verificationUrl: verificationUrl(request, row.code),
        locale: acceptedLocale(request.headers["accept-language"]) ?? "pt-BR"
      })
    )
    return HttpServerResponse.uint8Array(bytes, {
      contentType: "application/pdf",
      headers: { "content-disposition": `attachment; filename="certificate-${row.code}.pdf"`, "cache-control": "private, no-store" }
    })
  })
