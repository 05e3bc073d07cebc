import { useQuery } from "@tanstack/react-query"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"

export interface Wallet {
  readonly campaignId: string
  readonly campaignName: string | null
  readonly balance: number
  readonly confirmed: number
  readonly provisional: number
  readonly expired: number
}

/** `GET /api/me/wallets`: per campaign. */
export const useWallets = () => useQuery({ queryKey: ["wallets"], queryFn: () => api<Array<Wallet>>(apiPaths.wallets) })
