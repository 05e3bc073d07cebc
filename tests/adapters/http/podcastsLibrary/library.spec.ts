import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json } from "../../../support/learnerServer.ts"
import type { TestServer } from "../../../support/server.ts"
import { raClient } from "../admin/raClient.ts"
import { startContentServer } from "./contentServer.ts"

let s: TestServer
beforeAll(async () => {
  s = await startContentServer()
}, 120_000)
afterAll(() => s.close())

const ids = async (path: string, as = "u1") => ((await (await s.fetch(path, { as })).json()) as Array<{ id: string }>).map((f) => f.id)

describe("the library through the learner API", () => {
  it("lists my client's files (never removed ones) with their kind, filtered by category and by kind", async () => {
    const all = await s.fetch("/api/me/library", { as: "u1" })
    expect(all.status).toBe(200)
    const files = (await all.json()) as Array<Record<string, unknown>>
    expect(files.map((f) => [f.id, f.kind])).toEqual([["lib-logo", "image"], ["lib-manual", "pdf"], ["lib-metas", "excel"]])
    expect(files[0]!.url).toMatch(/^\/api\/media\/file-logo\?/)
    expect(await ids("/api/me/library?category=Manuais")).toEqual(["lib-logo", "lib-manual"])
    expect(await ids("/api/me/library?kind=pdf")).toEqual(["lib-manual"])
    expect(await ids("/api/me/library?category=Manuais&kind=excel")).toEqual([])
    expect(await ids("/api/me/library?q=METAS")).toEqual(["lib-metas"])
  })

  it("names my client's categories with their counts", async () => {
    const r = await s.fetch("/api/me/library/categories", { as: "u1" })
    expect(await r.json()).toEqual([{ category: "Manuais", count: 2 }, { category: "Planilhas", count: 1 }])
  })

  it("answers another client's file and a removed one as not found (IDOR)", async () => {
    expect((await s.fetch("/api/me/library/lib-manual", { as: "u1" })).status).toBe(200)
    for (const id of ["lib-varejo", "lib-velho", "nope"]) {
      const r = await s.fetch(`/api/me/library/${id}`, { as: "u1" })
      expect(r.status).toBe(404)
      expect(await r.json()).toMatchObject({ code: "library.not_found" })
    }
  })

  it("refuses the library to a client without it (403 library.disabled) and a kind outside SPEC's table (400)", async () => {
    const off = await s.fetch("/api/me/library", { as: "u2" })
    expect(off.status).toBe(403)
    expect((await off.json()).code).toBe("library.disabled")
    expect((await s.fetch("/api/me/library/lib-varejo", { as: "u2" })).status).toBe(403)
    const bad = await s.fetch("/api/me/library?kind=spreadsheet", { as: "u1" })
    expect(bad.status).toBe(400)
    expect((await bad.json()).code).toBe("input.invalid")
  })
})

describe("the library in the console", () => {
  it("adds a file whose kind follows its name, and removes one from the learners' library", async () => {
    const ra = raClient(s, "adm")
    const added = await ra.create("library-files", { data: { libraryFileId: "lib-apresentacao", clientId: "academy", title: "Apresentação", category: "Treinamentos", fileName: "aula.pptx", fileId: "file-aula" } })
    expect(added.data).toMatchObject({ id: "lib-apresentacao", kind: "powerpoint", removed: false })
    expect(await ids("/api/me/library?kind=powerpoint")).toEqual(["lib-apresentacao"])
    const removed = await s.fetch("/api/admin/library-files/lib-apresentacao/remove", json("adm", "POST", {}))
    expect(await removed.json()).toMatchObject({ id: "lib-apresentacao", removed: true })
    expect(await ids("/api/me/library?kind=powerpoint")).toEqual([])
    const again = await s.fetch("/api/admin/library-files/lib-apresentacao/remove", json("adm", "POST", {}))
    expect(again.status).toBe(404)
  })
})
