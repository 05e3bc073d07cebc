import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { CertificateNotFound } from "../../domain/api/learning/errors.ts"
import { failureOf } from "./errors.ts"
import { nameShown } from "./me/learningReads.ts"
import { serveMedia } from "./media/serveMedia.ts"
import { ServerContext } from "./ServerContext.ts"

/** "Ana Maria de Souza" → "A. M. S.": particles (de, da, dos, …) are not initials of a name. */
export const initialsOf = (fullName: string): string =>
  fullName
    .split(/\s+/)
    .filter((w) => w !== "" && !/^(d[aeo]s?|e|del|la|le|van|von|y)$/i.test(w))
    .map((w) => `${[...w][0]!.toLocaleUpperCase()}.`)
    .join(" ")

/** Handlers of the routes that need no token (domain/api/PublicApi.ts). */
export const PublicHttpLive = HttpApiBuilder.group(VitrineApi, "public", (handlers) =>
  handlers
    .handle("media", ({ params, query }) => serveMedia(params.id, query.expires ?? "", query.signature ?? ""))
    .handle("verifyCertificate", ({ params }) =>
    Effect.gen(function* () {
      const { programme } = yield* ServerContext
      // Codes are printed in upper case (Crockford's base 32); one typed in lower case is the same code.
      const code = params.code.trim().toUpperCase()
      const row = programme.db
        .prepare<[string], { code: string; courseTitle: string; workloadHours: number; issuedAt: string; fullName: string | null }>(
          `SELECT x.code, coalesce(c.title, x.course_id) AS courseTitle, coalesce(c.workload_hours, 0) AS workloadHours, x.issued_at AS issuedAt, p.full_name AS fullName
           FROM certificates x LEFT JOIN courses c ON c.course_id = x.course_id LEFT JOIN personal_data p ON p.user_id = x.user_id WHERE x.code = ?`
        )
        .get(code)
      if (row === undefined) return yield* failureOf(new CertificateNotFound({ certificateCode: params.code }))
      return {
        code: row.code, courseTitle: row.courseTitle, workloadHours: row.workloadHours, issuedAt: row.issuedAt, holderInitials: initialsOf(row.fullName ?? ""),
        holderName: row.fullName !== null && nameShown(programme, row.code) ? row.fullName : null
      }
    })
  )
)
