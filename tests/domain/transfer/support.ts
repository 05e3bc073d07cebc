import type { Step } from "../../support/scenario.ts"

export const member = (document: string, status = "active", role = "seller"): Step => ({ type: "RegisterPartnerMember", payload: { document, status, role } })

export const transferPoints = (points: number, partnerDocument = "PD-1001", extra: Partial<Record<string, unknown>> = {}): Step => ({
  type: "TransferPoints",
  payload: { transferId: "t1", userId: "u1", campaignId: "C1", points, partnerDocument, ...extra }
})
