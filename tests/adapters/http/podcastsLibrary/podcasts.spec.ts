import { readFileSync } from "node:fs"
import { join } from "node:path"
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

const progress = (as: string, playlistId: string, audioId: string, positionSeconds: unknown) =>
  s.fetch(`/api/me/podcasts/${playlistId}/audios/${audioId}/progress`, json(as, "PUT", { positionSeconds }))

describe("podcasts through the learner API", () => {
  it("lists my client's published playlists only, and searches titles of playlists and audios alike", async () => {
    const r = await s.fetch("/api/me/podcasts", { as: "u1" })
    expect(r.status).toBe(200)
    expect(r.headers.get("content-range")).toBe("podcasts 0-0/1")
    expect(((await r.json()) as Array<{ id: string }>).map((p) => p.id)).toEqual(["p-vendas"])
    const byAudio = (await (await s.fetch(`/api/me/podcasts?q=${encodeURIComponent("FECHAMENTO")}`, { as: "u1" })).json()) as Array<{ id: string }>
    expect(byAudio.map((p) => p.id)).toEqual(["p-vendas"])
    const none = (await (await s.fetch("/api/me/podcasts?q=varejo", { as: "u1" })).json()) as Array<unknown>
    expect(none).toEqual([])
    const retail = (await (await s.fetch("/api/me/podcasts?q=acao", { as: "u2" })).json()) as Array<{ id: string }>
    expect(retail.map((p) => p.id)).toEqual(["p-varejo"])
  })

  it("answers another client's playlist and a draft as not found, reading and reporting alike (IDOR)", async () => {
    for (const [as, id] of [["u2", "p-vendas"], ["u1", "p-varejo"], ["u1", "p-rascunho"], ["u1", "nope"]] as const) {
      const read = await s.fetch(`/api/me/podcasts/${id}`, { as })
      expect(read.status).toBe(404)
      expect(await read.json()).toMatchObject({ code: "playlist.not_found", details: { playlistId: id } })
      const report = await progress(as, id, "ep1", 10)
      expect(report.status).toBe(404)
    }
    const listened = await raClient(s, "adm").getList("listenings", { filter: { playlistId: "p-vendas", userId: "u2" }, sort: { field: "updatedAt", order: "DESC" }, pagination: { page: 1, perPage: 25 } })
    expect(listened.total).toBe(0)
  })

  it("refuses podcasts to a learner whose client has them off or who has no client: 403 podcast.disabled", async () => {
    const r = await s.fetch("/api/me/podcasts", { as: "u3" })
    expect(r.status).toBe(403)
    expect((await r.json()).code).toBe("podcast.disabled")
  })

  it("keeps my position per audio, clipped to its length, completed at its end, and counts it in the playlist", async () => {
    const first = await progress("u1", "p-vendas", "ep1", 33.5)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ playlistId: "p-vendas", audioId: "ep1", positionSeconds: 33.5, completed: false })
    expect(await (await progress("u1", "p-vendas", "ep2", 1000)).json()).toMatchObject({ positionSeconds: 90, completed: true })
    const detail = (await (await s.fetch("/api/me/podcasts/p-vendas", { as: "u1" })).json()) as { completedCount: number; audios: Array<Record<string, unknown>> }
    expect(detail.completedCount).toBe(1)
    expect(detail.audios.map((a) => [a.audioId, a.positionSeconds, a.completed])).toEqual([["ep1", 33.5, false], ["ep2", 90, true]])
    expect(detail.audios[0]!.url).toMatch(/^\/api\/media\/file-ep1\?expires=\d+&signature=/)
    // Another learner of the same client starts from the beginning.
    const other = (await (await s.fetch("/api/me/podcasts/p-vendas", { as: "ar1" })).json()) as { audios: Array<{ positionSeconds: number }> }
    expect(other.audios.map((a) => a.positionSeconds)).toEqual([0, 0])
  })

  it("answers a malformed position with 400 input.invalid and an unknown audio with 404", async () => {
    const bad = await progress("u1", "p-vendas", "ep1", -3)
    expect(bad.status).toBe(400)
    expect((await bad.json()).code).toBe("input.invalid")
    const text = await progress("u1", "p-vendas", "ep1", "muito")
    expect(text.status).toBe(400)
    const unknown = await progress("u1", "p-vendas", "ep9", 3)
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).code).toBe("audio.not_found")
  })
})

describe("podcasts in the console", () => {
  it("creates a playlist, uploads and adds an audio, publishes it, and reports who listened", async () => {
    const ra = raClient(s, "adm")
    const created = await ra.create("playlists", { data: { playlistId: "p-novo", clientId: "academy", title: "Novidades da semana" } })
    expect(created.data).toMatchObject({ id: "p-novo", status: "draft", audioCount: 0, clientName: "Academia" })
    const empty = await s.fetch("/api/admin/playlists/p-novo/publish", json("adm", "POST", {}))
    expect(empty.status).toBe(422)
    expect((await empty.json()).code).toBe("playlist.empty")
    const audio = readFileSync(join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "demo", "learning", "media", "audio.webm"))
    const upload = await s.fetch("/api/files/media", { as: "adm", method: "POST", body: audio, headers: { "content-type": "application/octet-stream" } })
    expect(upload.status).toBe(201)
    const { fileId, contentType } = (await upload.json()) as { fileId: string; contentType: string }
    expect(contentType).toMatch(/^(audio|video)\/webm$/)
    const added = await ra.create("podcast-audios", { data: { playlistId: "p-novo", audioId: "n1", title: "Lançamentos", fileId, durationSeconds: 6 } })
    expect(added.data).toMatchObject({ id: "p-novo:n1", position: 0, listeners: 0 })
    const published = await s.fetch("/api/admin/playlists/p-novo/publish", json("adm", "POST", {}))
    expect(published.status).toBe(200)
    expect(await published.json()).toMatchObject({ id: "p-novo", status: "published", audioCount: 1 })
    expect((await progress("u1", "p-novo", "n1", 6)).status).toBe(200)
    const report = await ra.getList("listenings", { filter: { playlistId: "p-novo" }, sort: { field: "updatedAt", order: "DESC" }, pagination: { page: 1, perPage: 25 } })
    expect(report.data).toEqual([expect.objectContaining({ userId: "u1", audioTitle: "Lançamentos", percent: 100, completed: true })])
    // The learner's link plays the uploaded file.
    const detail = (await (await s.fetch("/api/me/podcasts/p-novo", { as: "u1" })).json()) as { audios: Array<{ url: string }> }
    const played = await s.fetch(detail.audios[0]!.url, { headers: { range: "bytes=0-99" } })
    expect(played.status).toBe(206)
    const unpublished = await s.fetch("/api/admin/playlists/p-novo/unpublish", json("adm", "POST", {}))
    expect(await unpublished.json()).toMatchObject({ status: "unpublished" })
    expect((await s.fetch("/api/me/podcasts/p-novo", { as: "u1" })).status).toBe(404)
  })

  it("is the admins' only: a learner cannot create a playlist", async () => {
    const r = await s.fetch("/api/admin/playlists", json("u1", "POST", { playlistId: "p-meu", clientId: "academy", title: "Meu" }))
    expect(r.status).toBe(403)
  })
})
