import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { tinyDocx, tinyZip } from "../../../../fixtures/demo/feedlibLibrary.ts"
import type { TestServer } from "../../../support/server.ts"
import { raClient } from "../admin/raClient.ts"
import { startContentServer } from "./contentServer.ts"

// Office documents and plain zips in the library (issue 46): the console uploads with
// `purpose=library` (as MediaUploadInput does), adds the file with react-admin's own client, and
// a learner finds it under its kind and downloads the very bytes, as the server sniffed them.
let s: TestServer
beforeAll(async () => {
  s = await startContentServer()
}, 120_000)
afterAll(() => s.close())

const uploadForLibrary = async (bytes: Uint8Array, name: string) => {
  const r = await s.fetch(`/api/files/media?purpose=library&name=${encodeURIComponent(name)}`, {
    method: "POST",
    as: "adm",
    body: bytes as BodyInit,
    headers: { "content-type": "application/octet-stream", "idempotency-key": `feedlib-${name}` }
  } as RequestInit & { as: string })
  expect(r.status).toBe(201)
  return (await r.json()) as { fileId: string; contentType: string }
}

describe("office files and zips in the library", () => {
  it("adds a .docx and a .zip through ra-data-simple-rest; the learner filters them by kind and downloads them whole", async () => {
    const ra = raClient(s, "adm")
    const cases = [
      { id: "lib-feedlib-docx", fileName: "Roteiro.DOCX", bytes: tinyDocx("Roteiro"), kind: "document", type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
      { id: "lib-feedlib-zip", fileName: "kit-pdv.zip", bytes: tinyZip(), kind: "compressed", type: "application/zip" }
    ] as const
    for (const c of cases) {
      const uploaded = await uploadForLibrary(c.bytes, c.fileName)
      expect(uploaded.contentType).toBe(c.type)
      const added = await ra.create("library-files", { data: { libraryFileId: c.id, clientId: "academy", title: c.id, category: "Feedlib", fileName: c.fileName, fileId: uploaded.fileId } })
      expect(added.data).toMatchObject({ id: c.id, kind: c.kind })
      const listed = await ra.getList("library-files", { filter: { kind: c.kind }, pagination: { page: 1, perPage: 50 }, sort: { field: "id", order: "ASC" } })
      expect(listed.data.map((f) => f.id)).toContain(c.id)

      const mine = (await (await s.fetch(`/api/me/library?kind=${c.kind}`, { as: "u1" })).json()) as Array<{ id: string; url: string }>
      const file = mine.find((f) => f.id === c.id)
      expect(file).toBeDefined()
      const download = await s.fetch(file!.url, { as: "u1" })
      expect(download.status).toBe(200)
      expect(download.headers.get("content-type")).toContain(c.type)
      expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(c.bytes))).toBe(true)
    }
  })
})
