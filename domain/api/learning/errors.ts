import { Schema } from "effect"

/** Public verification (DESIGN §4.8): an unknown code says only that; certificates live in the read model. */
export class CertificateNotFound extends Schema.TaggedError<CertificateNotFound>()("CertificateNotFound", { certificateCode: Schema.String }) {
  get code() { return "certificate.not_found" as const }
}

/**
 * A SCORM zip refused before anything of it is kept (DESIGN §4.8): `reason` says which limit —
 * `entries`, `size` (all entries unpacked), `ratio` (a zip bomb), `path` (an entry leaving its
 * folder), `zip` (no readable zip), `manifest` (no `imsmanifest.xml` of SCORM 1.2 or 2004 with a
 * launch page).
 */
export class ScormRefused extends Schema.TaggedError<ScormRefused>()("ScormRefused", { reason: Schema.String, entry: Schema.String, limit: Schema.Number }) {
  get code() { return "scorm.refused" as const }
}
