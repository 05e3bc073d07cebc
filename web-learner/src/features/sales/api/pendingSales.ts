import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { createStore, del, set, values } from "idb-keyval"
import { apiPaths } from "../../../config/paths.ts"
import { api, ApiError, upload } from "../../../lib/api-client.ts"
import type { Sale, SaleReport } from "./reportSale.ts"

/**
 * A sale sent without a connection, kept on the device until it goes (issue 41, item 22). It is
 * kept in IndexedDB, not in memory: a phone's browser reloads or kills a page in the background,
 * and a salesperson who reported a sale in the store's basement must not lose it. The key is the
 * sale's Idempotency-Key (and its photo's), so a sale sent twice, half sent or sent from two tabs
 * is still one sale.
 */
export interface PendingSale {
  readonly key: string
  /** Whose sale: another account logged in on the same phone never sends it. */
  readonly userId: string
  readonly report: Omit<SaleReport, "invoicePhotoFileId">
  readonly photo: Blob | null
  readonly photoName: string
  readonly keptAt: string
  /** The server's refusal once it answered (the sale stays listed, with why, until removed). */
  readonly refusal?: string
}

const store = createStore("vitrine-learner", "pending-sales")

export const pendingSalesKey = ["pending-sales"] as const
export const sentSalesKey = ["pending-sales", "sent"] as const

export const keepSale = (sale: PendingSale): Promise<void> => set(sale.key, sale, store)
export const forgetSale = (key: string): Promise<void> => del(key, store)
const pendingOf = async (userId: string): Promise<ReadonlyArray<PendingSale>> =>
  ((await values<PendingSale>(store)) ?? []).filter((s) => s.userId === userId).sort((a, b) => a.keptAt.localeCompare(b.keptAt))

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

let flushing: Promise<void> | undefined

/**
 * Sends my kept sales, oldest first, one flush at a time. A network failure stops the flush (the
 * rest wait for the next "online"); a refusal is kept with its reason for the learner to read.
 */
export const flushPendingSales = (queryClient: QueryClient, userId: string): Promise<void> =>
  (flushing ??= (async () => {
    for (const sale of await pendingOf(userId)) {
      if (sale.refusal !== undefined) continue
      try {
        const sent = await sendOne(sale)
        await forgetSale(sale.key)
        queryClient.setQueryData<ReadonlyArray<Sale>>(sentSalesKey, (old) => [...(old ?? []), sent])
      } catch (e) {
        if (!(e instanceof ApiError)) break
        await keepSale({ ...sale, refusal: e.message })
      }
    }
  })().finally(() => {
    flushing = undefined
    void queryClient.invalidateQueries()
  }))

/** Sends my kept sales when the app opens online and whenever the connection returns, on any screen. */
export const useFlushPendingSales = (userId: string | undefined): void => {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (userId === undefined) return
    const go = () => void (navigator.onLine && flushPendingSales(queryClient, userId))
    go()
    window.addEventListener("online", go)
    return () => window.removeEventListener("online", go)
  }, [queryClient, userId])
}
