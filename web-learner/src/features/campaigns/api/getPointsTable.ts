import { useQuery } from "@tanstack/react-query"
import type { PointsTableRow } from "../../../../../domain/api/me/campaigns.ts"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"

/** One SKU of a campaign's points table, as the API answers it (domain/api). */
export type PointsRow = typeof PointsTableRow.Type

/** `GET /api/me/campaigns/:id/points-table`. */
export const usePointsTable = (campaignId: string | undefined) =>
  useQuery({
    queryKey: ["campaigns", campaignId, "points-table"],
    queryFn: () => api<Array<PointsRow>>(apiPaths.pointsTable(campaignId ?? "")),
    enabled: campaignId !== undefined
  })
