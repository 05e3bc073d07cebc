import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { apiPaths } from "../../../config/paths.ts"
import { apiPage } from "../../../lib/api-client.ts"
import type { Sale } from "./reportSale.ts"

/** `GET /api/me/sales`: my first `count` sales of every campaign, the latest reported first, and how many there are. */
export const useMySales = (count: number) =>
  useQuery({ queryKey: ["sales", count], queryFn: () => apiPage<Sale>(apiPaths.mySales(count)), placeholderData: keepPreviousData })
