import { Effect } from "effect"
import { CampaignNotFound, CampaignNotOpen } from "./errors.ts"
import type { CampaignDetails, CampaignState } from "./state.ts"

export const requireCampaign = (campaignId: string, s: CampaignState): Effect.Effect<CampaignDetails, CampaignNotFound> =>
  s.exists ? Effect.succeed(s) : Effect.fail(new CampaignNotFound({ campaignId }))

export const requireOpen = (campaignId: string, s: CampaignState): Effect.Effect<CampaignDetails, CampaignNotFound | CampaignNotOpen> =>
  !s.exists
    ? Effect.fail(new CampaignNotFound({ campaignId }))
    : s.status !== "open"
      ? Effect.fail(new CampaignNotOpen({ campaignId, status: s.status }))
      : Effect.succeed(s)
