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

export type CertificateState = { readonly exists: false } | { readonly exists: true; readonly courseId: string; readonly userId: string; readonly issuedAt: string }

export const Certificate: Aggregate<CertificateState, CertificateIssued> = {
  name: "certificate",
  initialState: { exists: false },
  evolve: (_s, e) => ({ exists: true, courseId: e.courseId, userId: e.userId, issuedAt: e.issuedAt }),
  events: [CertificateIssued],
  streamOf: (e) => `certificate-${e.code}`
}

export const certificate = (code: string) => streamRef(Certificate, code)
