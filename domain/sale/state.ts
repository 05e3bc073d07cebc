import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { SaleApproved, SaleReported, SaleReproved, type SaleEvent } from "./events.ts"

export type SaleStatus = "awaiting_approval" | "approved" | "reproved"

export type SaleState =
  | { readonly exists: false }
  | {
      readonly exists: true
      readonly campaignId: string
      readonly userId: string
      readonly basePoints: number
      readonly creditedPoints: number
      readonly status: SaleStatus
    }

export const initialState: SaleState = { exists: false }

export const evolve = (s: SaleState, e: SaleEvent): SaleState => {
  switch (e._tag) {
    case "SaleReported":
      return {
        exists: true,
        campaignId: e.campaignId,
        userId: e.userId,
        basePoints: e.basePoints,
        creditedPoints: e.creditedPoints,
        status: "awaiting_approval"
      }
    case "SaleApproved":
      return s.exists ? { ...s, status: "approved" } : s
    case "SaleReproved":
      return s.exists ? { ...s, status: "reproved" } : s
  }
}

export const Sale: Aggregate<SaleState, SaleEvent> = {
  name: "sale",
  initialState,
  evolve,
  events: [SaleReported, SaleApproved, SaleReproved],
  streamOf: (e) => `sale-${e.saleId}`
}

export const sale = (saleId: string) => streamRef(Sale, saleId)
