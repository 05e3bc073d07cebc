import { useMutation, useQueryClient } from "@tanstack/react-query"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"

export interface SaleReport {
  readonly campaignId: string
  readonly invoiceNumber: string
  readonly saleDate: string
  readonly storeId: string
  readonly lines: ReadonlyArray<{ sku: string; quantity: number }>
  readonly invoicePhotoFileId?: string
}

/** A sale of mine as the API answers it (DESIGN §5.2 `MySale`, the fields the app shows). */
export interface Sale {
  readonly saleId: string
  readonly campaignId: string
  readonly invoiceNumber: string
  readonly saleDate: string
  readonly storeName: string | null
  readonly creditedPoints: number
  readonly status: "awaiting_approval" | "approved" | "reproved" | (string & {})
  readonly reason: string | null
  readonly reportedAt: string
}

/**
 * `POST /api/me/sales` → 201 with the sale and its credited (provisional) points. The caller's key
 * is the sale's Idempotency-Key: one sale sent again (offline, then online) is one sale.
 */
export const useReportSale = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ report, key }: { report: SaleReport; key: string }) => api<Sale>(apiPaths.sales, { method: "POST", body: report, idempotencyKey: key }),
    onSuccess: () => queryClient.invalidateQueries()
  })
}
