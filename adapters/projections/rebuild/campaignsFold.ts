import type Database from "better-sqlite3"
import type { BulkFold } from "../../store/projections.ts"

/**
 * The campaigns read model (campaigns.ts) for a rebuild: every store enrolment and every
 * registration used to update its campaign's counter; here the counts add up in memory and
 * each campaign is updated once at the end. Only campaigns that existed when the event came
 * count it, as the UPDATE of campaigns.ts would. Other events go to campaigns.ts as they come.
 * Mirrors campaigns.ts; tests/adapters/projections/rebuildFolds.spec.ts checks that both agree.
 */
export const campaignsFold = (db: Database.Database): BulkFold => {
  const enroll = db.prepare("INSERT INTO campaign_stores (campaign_id, store_id) VALUES (?, ?)")
  const register = db.prepare(
    "INSERT INTO participants (campaign_id, user_id, agency_id, brand_ids, store_ids, chain_ids, registered_at) VALUES (?, ?, ?, ?, ?, ?, ?)"
  )
  const exists = db.prepare<[string], number>("SELECT 1 FROM campaigns WHERE campaign_id = ?").pluck()
  const addCounts = db.prepare("UPDATE campaigns SET store_count = store_count + ?, participant_count = participant_count + ? WHERE campaign_id = ?")
  // A campaign row, once there, stays for the whole rebuild: its counts are kept from then on.
  const counts = new Map<string, { stores: number; participants: number }>()
  const countsOf = (campaignId: string) => {
    let c = counts.get(campaignId)
    if (!c && exists.get(campaignId) !== undefined) counts.set(campaignId, (c = { stores: 0, participants: 0 }))
    return c
  }
  return {
    handlers: {
      StoreEnrolled: (e) => {
        enroll.run(e.campaignId, e.storeId)
        const c = countsOf(e.campaignId)
        if (c) c.stores += 1
      },
      RegisteredForCampaign: (e, ev) => {
        register.run(e.campaignId, e.userId, e.agencyId, JSON.stringify(e.brandIds), JSON.stringify(e.storeIds), JSON.stringify(e.chainIds), ev.recordedAt)
        const c = countsOf(e.campaignId)
        if (c) c.participants += 1
      }
    },
    flush: () => {
      for (const [campaignId, c] of counts) addCounts.run(c.stores, c.participants, campaignId)
      counts.clear()
    }
  }
}
