import { Effect } from "effect"
import type Database from "better-sqlite3"
import { CampaignNotFound } from "../../../domain/campaign/errors.ts"
import type { Principal } from "../../../domain/api/security.ts"
import { failureOf } from "../errors.ts"

export interface CampaignRow {
  readonly campaignId: string
  readonly name: string
  readonly country: string
  readonly begins: string
  readonly ends: string
  readonly status: string
  readonly pointsTable: string
  readonly levels: string
}

/**
 * A campaign the learner may see: one of their country's, open or closed (drafts are the
 * admins'). Any other answers `404 campaign.not_found`, as if it did not exist.
 */
export const myCampaign = (db: Database.Database, user: Principal, campaignId: string) =>
  Effect.gen(function* () {
    const row = db
      .prepare<[string, string], CampaignRow>(
        "SELECT campaign_id AS campaignId, name, country, begins, ends, status, points_table AS pointsTable, levels FROM campaigns WHERE campaign_id = ? AND country = ? AND status <> 'draft'"
      )
      .get(campaignId, user.country)
    if (row === undefined) return yield* failureOf(new CampaignNotFound({ campaignId }))
    return row
  })
