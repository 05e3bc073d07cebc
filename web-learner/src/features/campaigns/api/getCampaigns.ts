import { useQuery } from "@tanstack/react-query"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"

export interface Registration {
  readonly campaignId: string
  readonly agencyId: string
  readonly brandIds: ReadonlyArray<string>
  readonly storeIds: ReadonlyArray<string>
  readonly chainIds: ReadonlyArray<string>
  readonly registeredAt: string
}

export interface Campaign {
  readonly campaignId: string
  readonly name: string
  readonly begins: string
  readonly ends: string
  readonly status: string
  readonly levels: { creator: { reach: number; keep: number }; influencer: { reach: number; keep: number } }
  readonly registration: Registration | null
}

export const campaignsKey = ["campaigns"] as const
/** `GET /api/me/campaigns`: my country's campaigns, open and previous, with my registration. */
export const useCampaigns = () => useQuery({ queryKey: campaignsKey, queryFn: () => api<Array<Campaign>>(apiPaths.campaigns) })

export const isOpen = (c: Campaign): boolean => c.status === "open"
