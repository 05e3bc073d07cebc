import { useMutation, useQueryClient } from "@tanstack/react-query"
import { api } from "../../../lib/api-client.ts"
import { rewardApi } from "./paths.ts"
import type { Order } from "./types.ts"

/** `POST /api/me/orders` → 201 with the order; the store, wallets and orders are read again. */
export const usePlaceOrder = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: { campaignId: string; rewardId: string; quantity: number }) => api<Order>(rewardApi.orders, { method: "POST", body: request, idempotent: true }),
    onSuccess: () => queryClient.invalidateQueries()
  })
}
