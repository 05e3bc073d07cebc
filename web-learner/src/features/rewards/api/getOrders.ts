import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { apiPage } from "../../../lib/api-client.ts"
import { rewardApi } from "./paths.ts"
import type { Order } from "./types.ts"

/** `GET /api/me/orders`: my first `count` orders, the latest first. */
export const useMyOrders = (count: number) =>
  useQuery({ queryKey: ["orders", count], queryFn: () => apiPage<Order>(rewardApi.myOrders(count)), placeholderData: keepPreviousData })
