import { Effect } from "effect"
import type { Principal } from "../../../domain/api/security.ts"
import { ServerContext } from "../ServerContext.ts"
import { page, pageRequest, type ListSpec } from "./lists.ts"
import { myCampaign } from "./myCampaign.ts"

const pointsTableList: ListSpec = {
  resource: "points-table",
  sortable: { id: "sku", sku: "sku", pointsPerUnit: "pointsPerUnit", productType: "productType", brandId: "brandId" },
  defaultSort: ["sku", "ASC"],
  tieBreak: "sku"
}

/** `GET /api/me/campaigns/:id/points-table`: points per unit of each SKU, with its product's description and brand (or its course's title). */
export const myPointsTable = (user: Principal, campaignId: string, query: { range?: string | undefined; sort?: string | undefined }) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const { db } = programme
    const campaign = yield* myCampaign(db, user, campaignId)
    const request = yield* pageRequest(query, pointsTableList)
    const total = (JSON.parse(campaign.pointsTable) as Array<unknown>).length
    const rows = db
      .prepare<[string, number, number], { sku: string; pointsPerUnit: number; productType: string | null; brandId: string | null; processor: string | null; generation: string | null; formFactor: string | null; brandName: string | null; courseTitle: string | null }>(
        `SELECT * FROM (
           SELECT t.value ->> 'sku' AS sku, t.value ->> 'pointsPerUnit' AS pointsPerUnit, p.product_type AS productType, p.brand_id AS brandId,
             p.processor, p.generation, p.form_factor AS formFactor, b.name AS brandName, co.title AS courseTitle
           FROM campaigns c, json_each(c.points_table) t LEFT JOIN products p ON p.sku = t.value ->> 'sku'
             LEFT JOIN brands b ON b.brand_id = p.brand_id
             LEFT JOIN courses co ON 'course:' || co.course_id = t.value ->> 'sku'
           WHERE c.campaign_id = ?)
         ORDER BY ${request.orderBy} LIMIT ? OFFSET ?`
      )
      .all(campaignId, request.limit, request.offset)
    return page(pointsTableList, request, rows.map((r) => ({ id: r.sku, ...r })), total)
  })
