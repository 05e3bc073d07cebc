import type { Page } from "playwright-core"

/** A device's offline record as the app keeps it (SPEC §3), the fields the tests look at. */
export interface KeptRecord {
  readonly item_id: string
  readonly updated_date: string
  readonly src: string
  readonly downloading: boolean
  readonly file: string
  readonly size: number
}

/** The device's offline records, read with IndexedDB itself (not through the app's code). */
export const offlineRecords = (p: Page): Promise<Array<KeptRecord>> =>
  p.evaluate(
    () =>
      new Promise<Array<KeptRecord>>((resolve, reject) => {
        const open = indexedDB.open("vitrine-offline-records")
        open.onerror = () => reject(open.error)
        open.onupgradeneeded = () => open.result.createObjectStore("records")
        open.onsuccess = () => {
          const all = open.result.transaction("records").objectStore("records").getAll()
          all.onsuccess = () => {
            resolve(all.result)
            open.result.close()
          }
        }
      })
  )

/** The sizes of the device's kept files by name, read with IndexedDB itself. */
export const offlineFiles = (p: Page): Promise<Record<string, number>> =>
  p.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open("vitrine-offline-files")
        open.onerror = () => reject(open.error)
        open.onupgradeneeded = () => open.result.createObjectStore("files")
        open.onsuccess = () => {
          const out: Record<string, number> = {}
          const cursor = open.result.transaction("files").objectStore("files").openCursor()
          cursor.onsuccess = () => {
            const c = cursor.result
            if (c === null) {
              resolve(out)
              open.result.close()
              return
            }
            out[String(c.key)] = (c.value as Blob).size
            c.continue()
          }
        }
      })
  )
