import { timeZoneOf } from "../rules/countries.ts"
import { endOfLocalDay, startOfLocalDay } from "../rules/dates.ts"
import type { CampaignEvent } from "./events.ts"
import type { CampaignState } from "./state.ts"

export const evolve = (state: CampaignState, event: CampaignEvent): CampaignState => {
  if (event._tag === "CampaignDrafted") {
    const zone = timeZoneOf(event.country)
    return {
      exists: true,
      campaignId: event.campaignId,
      name: event.name,
      country: event.country,
      begins: event.begins,
      ends: event.ends,
      startsAt: startOfLocalDay(event.begins, zone),
      endsAt: endOfLocalDay(event.ends, zone),
      pointsTable: new Map(event.pointsTable.map((r) => [r.sku, r.pointsPerUnit])),
      levels: event.levels,
      categoryCaps: event.categoryCaps,
      stores: new Set(),
      status: "draft"
    }
  }
  if (!state.exists) return state
  switch (event._tag) {
    case "PointsTableSet":
    case "PointsTableCorrected":
      return { ...state, pointsTable: new Map(event.pointsTable.map((r) => [r.sku, r.pointsPerUnit])) }
    case "StoreEnrolled":
      return { ...state, stores: new Set(state.stores).add(event.storeId) }
    case "CampaignOpened":
      return { ...state, status: "open" }
    case "CampaignClosed":
      return { ...state, status: "closed" }
  }
}
