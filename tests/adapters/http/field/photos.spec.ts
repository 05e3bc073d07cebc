import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json } from "../../../support/learnerServer.ts"
import type { TestServer } from "../../../support/server.ts"
import { raClient } from "../admin/raClient.ts"
import { startFieldServer, uploadImage } from "./fieldServer.ts"

let s: TestServer
beforeAll(async () => {
  s = await startFieldServer()
}, 120_000)
afterAll(() => s.close())

const upload = (as: string, body: Record<string, unknown>, key?: string) =>
  s.fetch("/api/me/photos", json(as, "POST", { campaignId: "BR-Q2", photoType: "gondola", ...body }, key ? { "idempotency-key": key } : {}))

describe("store photos through the learner API", () => {
  it("shows my stores, the types and this week in São Paulo, with the Monday the slots reopen", async () => {
    const r = await s.fetch("/api/me/photos/week?campaignId=BR-Q2", { as: "u2" })
    expect(r.status).toBe(200)
    expect(await r.json()).toMatchObject({
      campaignId: "BR-Q2",
      week: "2026-W17",
      reopensAt: "2026-04-27T03:00:00.000Z",
      stores: [{ storeId: "st1" }, { storeId: "st2" }],
      photoTypes: [{ photoTypeId: "gondola", name: "Gôndola", points: null }, { photoTypeId: "vitrine", name: "Vitrine da loja", points: null }],
      slots: []
    })
  })

  it("takes a photo with my own file, and refuses the store's slot to a colleague the same week", async () => {
    const fileId = await uploadImage(s, "u1")
    const first = await upload("u1", { storeId: "st1", fileId }, "shelf-1")
    expect(first.status).toBe(201)
    expect(await first.json()).toMatchObject({ storeId: "st1", photoType: "gondola", week: "2026-W17", status: "awaiting_approval", fileId })
    // The same key again answers the same photo, appending nothing.
    expect((await upload("u1", { storeId: "st1", fileId }, "shelf-1")).status).toBe(201)

    const second = await upload("u2", { storeId: "st1" })
    expect(second.status).toBe(409)
    expect(await second.json()).toMatchObject({ code: "photo.already_sent_this_week", details: { week: "2026-W17", reopensAt: "2026-04-27T03:00:00.000Z" } })

    const week = (await (await s.fetch("/api/me/photos/week?campaignId=BR-Q2", { as: "u2" })).json()) as { slots: Array<{ storeId: string; mine: boolean }> }
    expect(week.slots).toEqual([expect.objectContaining({ storeId: "st1", photoType: "gondola", mine: false, status: "awaiting_approval" })])
  })

  it("refuses another learner's file and a store I did not register", async () => {
    const theirs = await uploadImage(s, "u1")
    const r = await upload("u2", { storeId: "st2", photoType: "vitrine", fileId: theirs })
    expect(r.status).toBe(422)
    expect((await r.json()).code).toBe("photo.file_unknown")
    const store = await upload("u1", { storeId: "st2", photoType: "vitrine" })
    expect(store.status).toBe(422)
    expect((await store.json()).code).toBe("photo.store_not_registered")
  })

  it("lists only my own photos", async () => {
    const mine = (await (await s.fetch("/api/me/photos", { as: "u1" })).json()) as Array<{ storeId: string }>
    expect(mine.length).toBeGreaterThan(0)
    const theirs = (await (await s.fetch("/api/me/photos", { as: "u2" })).json()) as Array<unknown>
    expect(theirs).toEqual([])
  })
})

describe("the console's photo audit", () => {
  it("lists the queue through ra-data-simple-rest, approves, reproves with a reason and approves in bulk", async () => {
    await upload("u2", { storeId: "st2", photoType: "gondola" })
    await upload("u2", { storeId: "st2", photoType: "vitrine" })
    const ra = raClient(s, "adm")
    const queue = await ra.getList("photos", { filter: { status: "awaiting_approval", campaignId: "BR-Q2" }, sort: { field: "uploadedAt", order: "ASC" }, pagination: { page: 1, perPage: 25 } })
    expect(queue.total).toBe(3)
    expect(queue.data[0]).toMatchObject({ storeName: expect.any(String), photoTypeName: "Gôndola", week: "2026-W17", userName: expect.any(String) })
    const [a, b, c] = queue.data.map((p) => String(p.id))

    const approved = await s.fetch(`/api/admin/photos/${a}/approve`, json("adm", "POST", {}))
    expect(approved.status).toBe(200)
    expect(await approved.json()).toMatchObject({ id: a, status: "approved", points: 0 })
    const reproved = await s.fetch(`/api/admin/photos/${b}/reprove`, json("adm", "POST", { reason: "Foto escura" }))
    expect(await reproved.json()).toMatchObject({ id: b, status: "reproved", reason: "Foto escura" })
    const bulk = await s.fetch("/api/admin/photos/approve", json("adm", "POST", { ids: [a, c] }))
    expect(await bulk.json()).toEqual([
      { id: a, ok: false, code: "photo.already_audited", message: expect.any(String) },
      { id: c, ok: true }
    ])
    // The week's other photos of a store: the side panel's filter.
    const week = await ra.getList("photos", { filter: { storeId: "st2", week: "2026-W17" }, sort: { field: "uploadedAt", order: "ASC" }, pagination: { page: 1, perPage: 25 } })
    expect(week.data.map((p) => [p.id, p.status])).toEqual([
      [b, "reproved"],
      [c, "approved"]
    ])
  })

  it("keeps photos in their country and auditing to auditors and admins (IDOR)", async () => {
    const [photo] = (await (await s.fetch("/api/me/photos", { as: "u1" })).json()) as Array<{ photoId: string }>
    const other = await s.fetch(`/api/admin/photos/${photo!.photoId}/approve`, json("adm-ar", "POST", {}))
    expect(other.status).toBe(404)
    expect((await s.fetch(`/api/admin/photos/${photo!.photoId}`, { as: "adm-ar" })).status).toBe(404)
    const learner = await s.fetch(`/api/admin/photos/${photo!.photoId}/approve`, json("u2", "POST", {}))
    expect(learner.status).toBe(403)
    const arList = await raClient(s, "adm-ar").getList("photos", { filter: {}, sort: { field: "uploadedAt", order: "ASC" }, pagination: { page: 1, perPage: 25 } })
    expect(arList.total).toBe(0)
  })
})
