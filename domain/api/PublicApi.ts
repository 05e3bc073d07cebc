import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"

/**
 * `GET /api/certificates/:code` (DESIGN §4.8): anyone holding a code checks it, with no token.
 * The holder appears only as initials: a code passed around names nobody.
 */
export const CertificateVerification = Schema.Struct({
  code: Schema.String,
  courseTitle: Schema.String,
  workloadHours: Schema.Number,
  issuedAt: Schema.String,
  holderInitials: Schema.String
}).annotate({ identifier: "CertificateVerification" })

/** Routes without authentication (no `Authentication` middleware on this group). */
export const PublicApi = HttpApiGroup.make("public").add(
  HttpApiEndpoint.get("verifyCertificate", "/api/certificates/:code", { params: { code: Schema.String.check(Schema.isMaxLength(64)) }, success: CertificateVerification })
)
