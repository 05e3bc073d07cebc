import type { MyTransfer, PartnerMemberView } from "../../../../../domain/api/field/transfers.ts"

/** The partner transfer's screen and API paths (kept beside the feature, as the reward store's are). */
export const transferPaths = { screen: "/partner-transfer" } as const

export const transferApi = {
  transfers: "/api/me/transfers",
  myTransfers: (count: number) => `/api/me/transfers?range=[0,${count - 1}]`,
  member: (document: string) => `/api/me/partner-member?document=${encodeURIComponent(document)}`
} as const

export type Transfer = typeof MyTransfer.Type
export type PartnerMember = typeof PartnerMemberView.Type
