import type Database from "better-sqlite3"
import { CliError } from "./errors.ts"
import { t } from "./i18n/t.ts"

/** The campaign whose id is `campaignId` in another case, if one is. */
export const campaignInOtherCase = (db: Database.Database, campaignId: string): string | undefined =>
  db.prepare<[string], string>("SELECT campaign_id FROM campaigns WHERE lower(campaign_id) = lower(?) ORDER BY campaign_id LIMIT 1").pluck().get(campaignId)

/**
 * A campaign id that names no campaign. Ids are matched exactly (the log's ids are
 * case-sensitive), so one typed in the other case is named back to the operator.
 */
export const unknownCampaign = (db: Database.Database, campaignId: string): CliError => {
  const near = campaignInOtherCase(db, campaignId)
  return new CliError(near === undefined ? t("campaign.notFound", { campaignId }) : t("campaign.notFoundMeant", { campaignId, near }))
}
