import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { CampaignClosed, CampaignDrafted, CampaignOpened, PointsTableCorrected, PointsTableSet, StoreEnrolled, type CampaignEvent } from "./events.ts"
import { evolve } from "./evolve.ts"
import { initialState, type CampaignState } from "./state.ts"

export const Campaign: Aggregate<CampaignState, CampaignEvent> = {
  name: "campaign",
  initialState,
  evolve,
  events: [CampaignDrafted, PointsTableSet, PointsTableCorrected, StoreEnrolled, CampaignOpened, CampaignClosed],
  streamOf: (e) => `campaign-${e.campaignId}`
}

export const campaign = (campaignId: string) => streamRef(Campaign, campaignId)
