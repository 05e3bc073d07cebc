import { createStore, del, get, set, values } from "idb-keyval"

/**
 * SPEC §3's offline activity record (`item_id, updated_date, src, downloading`), with what the
 * "My downloads" screen shows. The file itself is kept apart under `file`, named as SPEC §4 says:
 * `class{item_id}.{extension}`. Both live in IndexedDB (the device's storage), never in memory.
 */
export interface OfflineRecord {
  /** `{courseId}:{activityId}`: an activity's id is unique within its course only. */
  readonly item_id: string
  /** The file's `updatedAt` when downloaded: a newer one on the server marks the copy out of date. */
  readonly updated_date: string
  /** The link it was downloaded from. */
  readonly src: string
  /** True from the first byte asked for until the file is kept: a record left so was interrupted. */
  readonly downloading: boolean
  readonly file: string
  readonly userId: string
  readonly title: string
  readonly contentType: string
  /** Bytes kept (0 while downloading). */
  readonly size: number
  /** The player's path, for "open" on the downloads screen. */
  readonly path: string
  /** A SCORM package's: what the worker needs to play the kept zip offline (offline2Scorm.ts). */
  readonly scorm?: OfflineScorm
}

/** A kept SCORM package's launch page inside its zip, the runtime's state at download, and the runtime script itself. */
export interface OfflineScorm {
  readonly launch: string
  readonly state: { readonly version: "1.2" | "2004"; readonly seq: number; readonly cmi: Readonly<Record<string, string>> }
  readonly runtime: string
}

export const records = createStore("vitrine-offline-records", "records")
export const files = createStore("vitrine-offline-files", "files")

const extensions: Record<string, string> = {
  "application/pdf": "pdf",
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/quicktime": "mov",
  "audio/mpeg": "mp3",
  "audio/ogg": "ogg",
  "audio/wav": "wav",
  "audio/webm": "webm",
  "application/zip": "zip"
}

/** SPEC §4's file name: `class{item_id}.{extension}` (the extension from the type; `bin` when unknown). */
export const offlineFileName = (itemId: string, contentType: string): string => `class${itemId}.${extensions[contentType] ?? contentType.split("/")[1] ?? "bin"}`

export const itemIdOf = (courseId: string, activityId: string): string => `${courseId}:${activityId}`

export const keepRecord = (record: OfflineRecord): Promise<void> => set(record.item_id, record, records)
export const recordOf = (itemId: string): Promise<OfflineRecord | undefined> => get<OfflineRecord>(itemId, records)
export const keepFile = (name: string, blob: Blob): Promise<void> => set(name, blob, files)
export const fileOf = (name: string): Promise<Blob | undefined> => get<Blob>(name, files)
export const allRecords = async (): Promise<ReadonlyArray<OfflineRecord>> => (await values<OfflineRecord>(records)) ?? []

/**
 * A kept package's state moved on by a commit made online (the package played with a connection
 * after its download): the next offline opening resumes from there, and numbers its commits after it.
 */
export const advanceKeptScorm = async (itemId: string, seq: number, values: Readonly<Record<string, string>>): Promise<void> => {
  const record = await recordOf(itemId)
  if (record?.scorm === undefined || record.downloading || seq <= record.scorm.state.seq) return
  const state = { ...record.scorm.state, seq, cmi: { ...record.scorm.state.cmi, ...values } }
  await keepRecord({ ...record, scorm: { ...record.scorm, state } })
}

/** Removes a download: its file first, then its record (a record never points at nothing). */
export const removeDownload = async (record: Pick<OfflineRecord, "item_id" | "file">): Promise<void> => {
  await del(record.file, files)
  await del(record.item_id, records)
}

/**
 * SPEC §4: at app start, records still flagged downloading are removed (a download the page's
 * closing, a reload or a crash interrupted), with whatever of their file was kept.
 */
const removeInterrupted = async (): Promise<number> => {
  const left = (await allRecords()).filter((r) => r.downloading)
  for (const record of left) await removeDownload(record)
  return left.length
}

let interrupted: Promise<number> | undefined

/**
 * The start's clean-up, run once per page load. Every download awaits it before writing its own
 * record: a refresh the screen starts at once (its effect runs before the shell's) would otherwise
 * be read as interrupted and removed, even after it finished.
 */
export const removeInterruptedOnce = (): Promise<number> => (interrupted ??= removeInterrupted())

/** Whether the server's file is newer than the copy kept (an activity updated since its download). */
export const isOutdated = (record: Pick<OfflineRecord, "updated_date">, updatedAt: string): boolean => Date.parse(updatedAt) > Date.parse(record.updated_date)
