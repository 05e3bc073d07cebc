import "fake-indexeddb/auto"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { downloadForOffline } from "../../web-learner/src/features/offline/api/download.ts"
import { allRecords, keepRecord, removeInterruptedOnce, type OfflineRecord } from "../../web-learner/src/features/offline/api/offlineRecords.ts"

// SPEC §4: the records a previous start left flagged downloading are removed at the next start, and
// only those: a download begun in this start (an outdated copy refreshed as soon as the screen
// opens, before the shell's clean-up has run) keeps its record. Real IndexedDB semantics
// (fake-indexeddb) and a real server, whose answer waits until the clean-up has been asked for.
let server: Server
let release: () => void = () => undefined
const answered = new Promise<void>((resolve) => (release = resolve))
beforeAll(async () => {
  server = createServer((_req, res) => {
    void answered.then(() => res.end(Buffer.from("%PDF-1.4 ok")))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
})
afterAll(() => {
  release()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})

const stale: OfflineRecord = {
  item_id: "c1:a1",
  updated_date: "2026-05-01T00:00:00.000Z",
  src: "/api/files/old",
  downloading: true,
  file: "classc1:a1.pdf",
  userId: "u1",
  title: "Left half-way",
  contentType: "application/pdf",
  size: 0,
  path: "/courses/c1/activities/1"
}

describe("the start's clean-up of interrupted downloads", () => {
  it("removes what a previous start left flagged downloading, never a download of this start", async () => {
    await keepRecord(stale)
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/files/new`
    const item = { itemId: "c1:a2", url, contentType: "application/pdf", updatedAt: "2026-05-10T00:00:00.000Z", size: 11, userId: "u1", title: "Fresh", path: "/courses/c1/activities/2" }
    const download = downloadForOffline(item, () => undefined)
    // The download is under way (its record flagged downloading) when the shell's clean-up runs.
    await expect.poll(async () => (await allRecords()).some((r) => r.item_id === "c1:a2")).toBe(true)
    expect(await removeInterruptedOnce()).toBe(1)
    expect((await allRecords()).map((r) => [r.item_id, r.downloading])).toEqual([["c1:a2", true]])
    release()
    await download
    expect((await allRecords()).map((r) => [r.item_id, r.downloading, r.size])).toEqual([["c1:a2", false, 11]])
  })
})
