import { useMutation, useQueryClient } from "@tanstack/react-query"
import { api } from "../../../lib/api-client.ts"
import { transferApi, type Transfer } from "./paths.ts"

/** `POST /api/me/transfers` → 201 with the transfer; wallets, statement and transfers are read again. */
export const useTransferPoints = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: { campaignId: string; points: number; partnerDocument: string }) => api<Transfer>(transferApi.transfers, { method: "POST", body: request, idempotent: true }),
    onSuccess: () => queryClient.invalidateQueries()
  })
}
