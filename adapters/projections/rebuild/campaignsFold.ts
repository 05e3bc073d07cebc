import type Database from "better-sqlite3"
import type { StoredEvent } from "../../../domain/shared/eventStore.ts"
import { bulkInsert } from "../../store/bulkInsert.ts"
import type { BulkFold } from "../../store/projections.ts"

/**
 * The campaigns read model (campaigns.ts) for a rebuild: every store enrolment and every
 * registration used to update its campaign's counter; here the counts add up in memory and
 * each campaign is updated once at the end. Only campaigns drafted before the event came count
 * it, as the UPDATE of campaigns.ts would: the fold watches drafts go by rather than reading the
 * table, which a rebuild's scan cannot do. Other events go to campaigns.ts as they come.
 * Mirrors campaigns.ts; tests/adapters/projections/rebuildFolds.spec.ts checks that both agree.
 */
export const campaignsFold = (db: Database.Database, _ensureIndex: unknown, apply: (event: StoredEvent) => void): BulkFold => {
  const enroll = bulkInsert(db, "campaign_stores", ["campaign_id", "store_id"])
  const register = bulkInsert(db, "participants", ["campaign_id", "user_id", "agency_id", "brand_ids", "store_ids", "chain_ids", "registered_at"])
  const addCounts = db.prepare("UPDATE campaigns SET store_count = store_count + ?, participant_count = participant_count + ? WHERE campaign_id = ?")
  // A campaign's row, once drafted, stays: its counts are kept from its draft on.
  const counts = new Map<string, { stores: number; participants: number }>()
  return {
    handlers: {
      CampaignDrafted: (e, ev) => {
        apply(ev)
        counts.set(e.campaignId, { stores: 0, participants: 0 })
      },
      StoreEnrolled: (e) => {
        enroll.add([e.campaignId, e.storeId])
        const c = counts.get(e.campaignId)
        if (c) c.stores += 1
      },
      RegisteredForCampaign: (e, ev) => {
        register.add([e.campaignId, e.userId, e.agencyId, JSON.stringify(e.brandIds), JSON.stringify(e.storeIds), JSON.stringify(e.chainIds), ev.recordedAt])
        const c = counts.get(e.campaignId)
        if (c) c.participants += 1
      }
    },
    flush: () => {
      enroll.flush()
      register.flush()
      for (const [campaignId, c] of counts) addCounts.run(c.stores, c.participants, campaignId)
      counts.clear()
    }
  }
}
