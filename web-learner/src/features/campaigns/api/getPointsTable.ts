import { useQuery } from "@tanstack/react-query"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"

export interface PointsRow {
  readonly sku: string
  readonly pointsPerUnit: number
  readonly productType: string | null
  readonly processor: string | null
  readonly generation: string | null
  readonly formFactor: string | null
}

/** `GET /api/me/campaigns/:id/points-table`. */
export const usePointsTable = (campaignId: string | undefined) =>
  useQuery({
    queryKey: ["campaigns", campaignId, "points-table"],
    queryFn: () => api<Array<PointsRow>>(apiPaths.pointsTable(campaignId ?? "")),
    enabled: campaignId !== undefined
  })

export const describe = (row: PointsRow): string =>
  [row.productType, row.processor, row.generation, row.formFactor].filter((p) => p !== null && p !== "").join(" · ")
