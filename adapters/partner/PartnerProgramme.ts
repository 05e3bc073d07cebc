import type Database from "better-sqlite3"
import { normalizePartnerDocument } from "../../domain/transfer/state.ts"

/** A member of the partner loyalty programme, as the partner answers for a document. */
export interface PartnerMember {
  readonly document: string
  readonly status: "active" | "inactive"
  readonly role: "dependent" | "seller" | "cashier" | "store_owner" | "other"
}

/**
 * The port to the partner programme (DESIGN §4.7). The decision itself reads the members the log
 * holds (`RegisterPartnerMember`, kept pure); this port is what the apps ask before sending, so a
 * learner sees their registration's state while typing. An adapter to the real partner answers
 * from its API and records what it learns as `RegisterPartnerMember`, so decisions keep reading the log.
 */
export interface PartnerProgramme {
  readonly member: (document: string) => PartnerMember | undefined
}

/** The local simulator for tests and the demo: its members are the `RegisterPartnerMember`s of the log. */
export const partnerSimulator = (db: Database.Database): PartnerProgramme => {
  const find = db.prepare<[string], PartnerMember>("SELECT document, status, role FROM partner_members WHERE document = ?")
  return { member: (document) => find.get(normalizePartnerDocument(document)) }
}
