import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/** The deployment's public pages (DESIGN §7): hotsites, a partner's landing and sign-ups, the team page. */
export const sitePages = sqliteTable(
  "site_pages",
  {
    pageId: text("page_id").primaryKey(),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    campaignId: text("campaign_id"),
    agencyId: text("agency_id"),
    online: integer("online").notNull(),
    updatedAt: text("updated_at").notNull()
  },
  (t) => [index("site_pages_kind").on(t.kind, t.campaignId)]
)

export const sitePagesProjection = defineProjection({
  name: "site-pages",
  version: 1,
  tables: [sitePages],
  handlers: (db) => {
    const save = db.prepare(
      `INSERT INTO site_pages (page_id, kind, title, body, campaign_id, agency_id, online, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?)
       ON CONFLICT (page_id) DO UPDATE SET title = excluded.title, body = excluded.body, campaign_id = excluded.campaign_id,
         agency_id = excluded.agency_id, online = 1, updated_at = excluded.updated_at`
    )
    const withdraw = db.prepare("UPDATE site_pages SET online = 0, updated_at = ? WHERE page_id = ?")
    return {
      SitePageSaved: (e, ev) => save.run(e.pageId, e.kind, e.title, e.body, e.campaignId ?? null, e.agencyId ?? null, ev.recordedAt),
      SitePageWithdrawn: (e, ev) => withdraw.run(ev.recordedAt, e.pageId)
    }
  }
})
