import { describe, expect, it } from "vitest"
import { isOutdated, itemIdOf, offlineFileName } from "../../web-learner/src/features/offline/api/offlineRecords.ts"

// SPEC §3–§4 "Offline download": the file's name and when a kept copy is out of date (issue 48).
describe("an offline download's record", () => {
  it("names the file class{item_id}.{extension}, the extension from the file's type", () => {
    const item = itemIdOf("br-processadores-notebooks", "p1")
    expect(item).toBe("br-processadores-notebooks:p1")
    expect(offlineFileName(item, "application/pdf")).toBe("classbr-processadores-notebooks:p1.pdf")
    expect(offlineFileName(item, "video/webm")).toBe("classbr-processadores-notebooks:p1.webm")
    expect(offlineFileName(item, "video/mp4")).toBe("classbr-processadores-notebooks:p1.mp4")
    expect(offlineFileName(item, "audio/mpeg")).toBe("classbr-processadores-notebooks:p1.mp3")
  })

  it("marks a copy out of date when the activity's file was updated after it was downloaded, not otherwise", () => {
    const record = { updated_date: "2026-05-10T12:00:00.000Z" }
    expect(isOutdated(record, "2026-05-10T12:00:00.001Z")).toBe(true)
    expect(isOutdated(record, "2026-05-10T12:00:00.000Z")).toBe(false)
    expect(isOutdated(record, "2026-05-01T00:00:00.000Z")).toBe(false)
  })
})
