import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"

/**
 * `GET /api/certificates/:code` (DESIGN §4.8): anyone holding a code checks it, with no token.
 * The holder appears as initials, and by name only once they allow it (`holderName`, else null):
 * a code passed around names nobody who did not choose to be named.
 */
export const CertificateVerification = Schema.Struct({
  code: Schema.String,
  courseTitle: Schema.String,
  workloadHours: Schema.Number,
  issuedAt: Schema.String,
  holderInitials: Schema.String,
  holderName: Schema.NullOr(Schema.String)
}).annotate({ identifier: "CertificateVerification" })

/** Routes without authentication (no `Authentication` middleware on this group). */
export const PublicApi = HttpApiGroup.make("public").add(
  HttpApiEndpoint.get("verifyCertificate", "/api/certificates/:code", { params: { code: Schema.String.check(Schema.isMaxLength(64)) }, success: CertificateVerification }),
  // A learning file by the signed link the course detail hands out (media elements send no token); answers ranges with 206.
  HttpApiEndpoint.get("media", "/api/media/:id", {
    params: { id: Schema.String.check(Schema.isMaxLength(256)) },
    // A link without its signature is as unknown as a forged one (404), never a malformed request.
    query: { expires: Schema.optional(Schema.String.check(Schema.isMaxLength(20))), signature: Schema.optional(Schema.String.check(Schema.isMaxLength(100))) },
    success: Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array())
  })
)
