import type Database from "better-sqlite3"
import { sanitizeHtml } from "../../content/sanitizeHtml.ts"

const columns = `p.page_id AS pageId, p.kind, p.title, p.body, p.campaign_id AS campaignId, c.name AS campaignName, p.agency_id AS agencyId, a.name AS agencyName`
const from = `FROM site_pages p LEFT JOIN campaigns c ON c.campaign_id = p.campaign_id LEFT JOIN agencies a ON a.agency_id = p.agency_id`

type Row = { pageId: string; kind: "hotsite" | "partner_landing" | "partner_signup" | "about_team"; title: string; body: string; campaignId: string | null; campaignName: string | null; agencyId: string | null; agencyName: string | null }

/** A page as served: its HTML sanitized once more on the way out, whichever door it came in by. */
const view = (r: Row) => ({ ...r, body: sanitizeHtml(r.body) })

/** The deployment's public pages (read model `site_pages`): online ones only. */
export const makeSitePages = (db: Database.Database) => {
  const byId = db.prepare<[string], Row>(`SELECT ${columns} ${from} WHERE p.page_id = ? AND p.online = 1`)
  // The newest running campaign of the country with a hotsite online.
  const hotsite = db.prepare<[string], Row>(
    `SELECT ${columns} ${from} WHERE p.kind = 'hotsite' AND p.online = 1 AND c.country = ? AND c.status = 'open' ORDER BY c.begins DESC, p.updated_at DESC LIMIT 1`
  )
  return {
    page: (pageId: string) => {
      const r = byId.get(pageId)
      return r && view(r)
    },
    hotsiteOf: (country: string) => {
      const r = hotsite.get(country)
      return r && view(r)
    }
  }
}
