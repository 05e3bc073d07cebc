import type Database from "better-sqlite3"
import type { StoredEvent } from "../../../domain/shared/eventStore.ts"
import { bulkInsert } from "../../store/bulkInsert.ts"
import type { BulkFold, FoldOptions } from "../../store/projections.ts"

/**
 * The campaigns read model (campaigns.ts) for a rebuild or a bulk import: every store enrolment
 * and every registration used to update its campaign's counter; here the counts add up in memory
 * and each campaign is updated once per flush. Only campaigns drafted before the event came
 * count it, as the UPDATE of campaigns.ts would: the fold watches drafts go by and, in a bulk
 * import (not `fresh`), asks the table once per flush about a campaign drafted before it; a
 * rebuild's scan cannot read the table, which it emptied anyway. Other events go to campaigns.ts
 * as they come. Mirrors campaigns.ts; tests/adapters/projections/rebuildFolds.spec.ts checks
 * that both agree.
 */
export const campaignsFold = (db: Database.Database, _ensureIndex: unknown, apply: (event: StoredEvent) => void, options: FoldOptions): BulkFold => {
  const enroll = bulkInsert(db, "campaign_stores", ["campaign_id", "store_id"])
  const register = bulkInsert(db, "participants", ["campaign_id", "user_id", "agency_id", "brand_ids", "store_ids", "chain_ids", "registered_at"])
  const addCounts = db.prepare("UPDATE campaigns SET store_count = store_count + ?, participant_count = participant_count + ? WHERE campaign_id = ?")
  const drafted = options.fresh ? undefined : db.prepare<[string], number>("SELECT 1 FROM campaigns WHERE campaign_id = ?").pluck()
  // A campaign's row, once drafted, stays: its counts are kept from its draft on. Undefined:
  // a campaign not drafted when its event came (nothing to count).
  const counts = new Map<string, { stores: number; participants: number } | undefined>()
  const countsOf = (campaignId: string) => {
    if (counts.has(campaignId)) return counts.get(campaignId)
    const c = drafted?.get(campaignId) === undefined ? undefined : { stores: 0, participants: 0 }
    counts.set(campaignId, c)
    return c
  }
  return {
    handlers: {
      CampaignDrafted: (e, ev) => {
        apply(ev)
        counts.set(e.campaignId, { stores: 0, participants: 0 })
      },
      StoreEnrolled: (e) => {
        enroll.add([e.campaignId, e.storeId])
        const c = countsOf(e.campaignId)
        if (c) c.stores += 1
      },
      RegisteredForCampaign: (e, ev) => {
        register.add([e.campaignId, e.userId, e.agencyId, JSON.stringify(e.brandIds), JSON.stringify(e.storeIds), JSON.stringify(e.chainIds), ev.recordedAt])
        const c = countsOf(e.campaignId)
        if (c) c.participants += 1
      }
    },
    flush: () => {
      enroll.flush()
      register.flush()
      for (const [campaignId, c] of counts) if (c && (c.stores > 0 || c.participants > 0)) addCounts.run(c.stores, c.participants, campaignId)
      counts.clear()
    }
  }
}
