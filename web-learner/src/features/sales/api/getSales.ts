import { useQuery } from "@tanstack/react-query"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"
import type { Sale } from "./reportSale.ts"

/** `GET /api/me/sales?campaignId=`. */
export const useSales = (campaignId: string | undefined) =>
  useQuery({ queryKey: ["sales", campaignId], queryFn: () => api<Array<Sale>>(apiPaths.salesOf(campaignId ?? "")), enabled: campaignId !== undefined })
