import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { allRecords, fileOf, recordOf, removeInterruptedOnce } from "./offlineRecords.ts"

/** The device's downloads in the query cache: read from IndexedDB, so always, online or not. */
export const downloadsKey = ["offline-downloads"] as const

/** My downloads (another account's on the same phone are not mine to see). */
export const useDownloads = (userId: string | undefined) =>
  useQuery({
    queryKey: [...downloadsKey, "list", userId],
    queryFn: async () => (await allRecords()).filter((r) => r.userId === userId).sort((a, b) => a.title.localeCompare(b.title)),
    enabled: userId !== undefined,
    networkMode: "always"
  })

/** One activity's download: its record and, once finished, its file. */
export const useDownload = (itemId: string) =>
  useQuery({
    queryKey: [...downloadsKey, "item", itemId],
    queryFn: async () => {
      const record = (await recordOf(itemId)) ?? null
      const file = record !== null && !record.downloading ? ((await fileOf(record.file)) ?? null) : null
      return { record, file }
    },
    networkMode: "always"
  })

/** What the browser says this origin stores (IndexedDB, caches, the worker's copies) and may store. */
export const useStorageEstimate = () =>
  useQuery({
    queryKey: [...downloadsKey, "estimate"],
    queryFn: async () => ((navigator.storage?.estimate ? await navigator.storage.estimate() : {}) as StorageEstimate),
    networkMode: "always"
  })

/** SPEC §4: once per start of the app, the downloads left flagged downloading are removed. */
export const useRemoveInterruptedDownloads = (): void => {
  const queryClient = useQueryClient()
  useEffect(() => {
    void removeInterruptedOnce().then((n) => void (n > 0 && queryClient.invalidateQueries({ queryKey: downloadsKey })))
  }, [queryClient])
}
