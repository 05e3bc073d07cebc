import { useQuery } from "@tanstack/react-query"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"
import type { Sale } from "./reportSale.ts"

/** `GET /api/me/sales`: my sales of every campaign, the latest reported first. */
export const useMySales = () => useQuery({ queryKey: ["sales"], queryFn: () => api<Array<Sale>>(apiPaths.mySales) })
