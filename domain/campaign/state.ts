import type { CountryCode } from "../rules/countries.ts"
import type { LevelThresholds } from "./events.ts"

export type CampaignStatus = "draft" | "open" | "closed"

export interface CampaignDetails {
  readonly campaignId: string
  readonly name: string
  readonly country: CountryCode
  readonly begins: string
  readonly ends: string
  /** Instants of the first millisecond of `begins` and of the day after `ends`, local time. */
  readonly startsAt: number
  readonly endsAt: number
  readonly pointsTable: ReadonlyMap<string, number>
  readonly levels: LevelThresholds
  readonly categoryCaps: Readonly<Record<string, number>>
  readonly stores: ReadonlySet<string>
  readonly status: CampaignStatus
}

export type CampaignState = { readonly exists: false } | ({ readonly exists: true } & CampaignDetails)

export const initialState: CampaignState = { exists: false }
