import { Schema } from "effect"

/** Public verification (DESIGN §4.8): an unknown code says only that; certificates live in the read model. */
export class CertificateNotFound extends Schema.TaggedError<CertificateNotFound>()("CertificateNotFound", { certificateCode: Schema.String }) {
  get code() { return "certificate.not_found" as const }
}
