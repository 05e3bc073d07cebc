import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import type { CountryCode } from "../rules/countries.ts"
import { CampaignClosed, CampaignDrafted, CampaignOpened, PointsTableSet, StoreEnrolled, type CampaignEvent, type LevelThresholds } from "./events.ts"
import { evolve } from "./evolve.ts"

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

export const Campaign: Aggregate<CampaignState, CampaignEvent> = {
  name: "campaign",
  initialState,
  evolve,
  events: [CampaignDrafted, PointsTableSet, StoreEnrolled, CampaignOpened, CampaignClosed],
  streamOf: (e) => `campaign-${e.campaignId}`
}

export const campaign = (campaignId: string) => streamRef(Campaign, campaignId)
