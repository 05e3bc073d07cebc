import { Schema } from "effect"
import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { Id } from "../shared/schemas.ts"

/** Issued on approval; stream `certificate-<code>`, so the code alone verifies it. */
export class CertificateIssued extends Schema.TaggedClass<CertificateIssued>()("CertificateIssued", {
  code: Id,
  courseId: Id,
  userId: Id,
  issuedAt: Schema.String
}) {}

/**
 * The holder's choice for public verification (DESIGN §4.8): their name shown in full, or (the
 * default, and `show: false` again) only as initials.
 */
export class CertificateNameShown extends Schema.TaggedClass<CertificateNameShown>()("CertificateNameShown", {
  code: Id,
  userId: Id,
  show: Schema.Boolean
}) {}

export type CertificateEvent = CertificateIssued | CertificateNameShown

export type CertificateState =
  | { readonly exists: false }
  | { readonly exists: true; readonly courseId: string; readonly userId: string; readonly issuedAt: string; readonly nameShown: boolean }

export const evolveCertificate = (s: CertificateState, e: CertificateEvent): CertificateState =>
  e._tag === "CertificateIssued"
    ? { exists: true, courseId: e.courseId, userId: e.userId, issuedAt: e.issuedAt, nameShown: false }
    : s.exists
      ? { ...s, nameShown: e.show }
      : s

export const Certificate: Aggregate<CertificateState, CertificateEvent> = {
  name: "certificate",
  initialState: { exists: false },
  evolve: evolveCertificate,
  events: [CertificateIssued, CertificateNameShown],
  streamOf: (e) => `certificate-${e.code}`
}

export const certificate = (code: string) => streamRef(Certificate, code)
