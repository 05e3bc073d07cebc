import type { Step } from "./scenario.ts"
import { levels } from "./setup.ts"

/** A DraftCampaign step for Brazil with the setup's products; any field may be overridden. */
export const draft = (campaignId: string, extra: Partial<Record<string, unknown>> = {}): Step => ({
  type: "DraftCampaign",
  payload: {
    campaignId,
    name: `Campanha ${campaignId}`,
    country: "BR",
    begins: "2026-01-05",
    ends: "2026-03-20",
    pointsTable: [
      { sku: "NB-100", pointsPerUnit: 125 },
      { sku: "DT-200", pointsPerUnit: 75 }
    ],
    levels,
    ...extra
  }
})

export const enroll = (campaignId: string, storeId: string): Step => ({ type: "EnrollStore", payload: { campaignId, storeId } })

export const open = (campaignId: string): Step => ({ type: "OpenCampaign", payload: { campaignId } })

export const close = (campaignId: string, at?: string): Step => ({ type: "CloseCampaign", payload: { campaignId }, ...(at ? { at } : {}) })
