import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query"
import { createStore } from "idb-keyval"
import { apiPaths } from "../../../config/paths.ts"
import { api, upload } from "../../../lib/api-client.ts"
import { outbox, useOutboxFlush, type Kept } from "../../../lib/outbox.ts"
import type { Sale, SaleReport } from "./reportSale.ts"

/**
 * A sale sent without a connection, kept on the device until it goes (issue 41, item 22), in the
 * app's outbox (lib/outbox.ts): a salesperson who reported a sale in the store's basement must not
 * lose it. The key is the sale's Idempotency-Key (and its photo's).
 */
export interface PendingSale extends Kept {
  readonly report: Omit<SaleReport, "invoicePhotoFileId">
  readonly photo: Blob | null
  readonly photoName: string
}

export const pendingSalesKey = ["pending-sales"] as const
export const sentSalesKey = ["pending-sales", "sent"] as const

/** My kept sales, oldest first. */
export const usePendingSales = (userId: string | undefined) =>
  useQuery({ queryKey: [...pendingSalesKey, userId], queryFn: () => pendingOf(userId!), enabled: userId !== undefined, networkMode: "always" })

/** The sales a flush sent, for the form to say so ("sent: N provisional points"); held by the cache alone. */
export const useSentSales = () => {
  const queryClient = useQueryClient()
  return useQuery<ReadonlyArray<Sale>>({ queryKey: sentSalesKey, queryFn: () => queryClient.getQueryData<ReadonlyArray<Sale>>(sentSalesKey) ?? [], networkMode: "always" })
}

/** Sends one kept sale: its photo under the sale's key, then the sale. */
const sendOne = async (sale: PendingSale): Promise<Sale> => {
  const fileId = sale.photo ? await upload(sale.photo, sale.photoName, `${sale.key}:photo`) : undefined
  return api<Sale>(apiPaths.sales, { method: "POST", body: { ...sale.report, ...(fileId ? { invoicePhotoFileId: fileId } : {}) }, idempotencyKey: sale.key })
}

const sales = outbox<PendingSale, Sale>(createStore("vitrine-learner", "pending-sales"), sendOne)
export const keepSale = sales.keep
export const forgetSale = sales.forget
const pendingOf = sales.pendingOf

/** Sends my kept sales, oldest first (lib/outbox.ts); the form says what went ("sent: N provisional points"). */
const flushPendingSales = (queryClient: QueryClient, userId: string): Promise<number> =>
  sales.flush(userId, (sent) => queryClient.setQueryData<ReadonlyArray<Sale>>(sentSalesKey, (old) => [...(old ?? []), sent]))

/** Sends my kept sales when the app opens online and whenever the connection returns, on any screen. */
export const useFlushPendingSales = (userId: string | undefined): void => useOutboxFlush(userId, flushPendingSales)
