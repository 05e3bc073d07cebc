import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { PartnerDocumentClaimed, PartnerMemberRegistered, PointsTransferred, type PartnerMemberEvent, type TransferEvent } from "./events.ts"

export interface PartnerMemberState {
  readonly registered: boolean
  readonly status: "active" | "inactive"
  readonly role: string
  /** The account of ours that sends points to this document, once one has. */
  readonly claimedBy: string | undefined
}

export const noMember: PartnerMemberState = { registered: false, status: "inactive", role: "other", claimedBy: undefined }

export const evolveMember = (m: PartnerMemberState, e: PartnerMemberEvent): PartnerMemberState =>
  e._tag === "PartnerMemberRegistered" ? { ...m, registered: true, status: e.status, role: e.role } : { ...m, claimedBy: m.claimedBy ?? e.userId }

/** One partner document: stream `partner-<document>` (the simulator's member and who claimed it). */
export const PartnerMember: Aggregate<PartnerMemberState, PartnerMemberEvent> = {
  name: "partner",
  initialState: noMember,
  evolve: evolveMember,
  events: [PartnerMemberRegistered, PartnerDocumentClaimed],
  streamOf: (e) => `partner-${e.document}`
}

export type TransferState = { readonly exists: false } | { readonly exists: true; readonly userId: string; readonly points: number }

/** One transfer: stream `transfer-<transferId>`. */
export const Transfer: Aggregate<TransferState, TransferEvent> = {
  name: "transfer",
  initialState: { exists: false },
  evolve: (_, e) => ({ exists: true, userId: e.userId, points: e.points }),
  events: [PointsTransferred],
  streamOf: (e) => `transfer-${e.transferId}`
}

export const partnerMember = (document: string) => streamRef(PartnerMember, document)
export const transfer = (transferId: string) => streamRef(Transfer, transferId)

/** Separators (dots, dashes, slashes, spaces) are not part of a document: `123.456.789-09` is `12345678909`. */
export const normalizePartnerDocument = (raw: string): string => raw.replace(/[\s./-]/g, "").toUpperCase()

/** The roles the partner accepts points for (DESIGN §4.7). */
export const TRANSFER_ROLES: ReadonlyArray<string> = ["dependent", "seller", "cashier", "store_owner"]
