import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json } from "../../../support/learnerServer.ts"
import type { TestServer } from "../../../support/server.ts"
import { raClient } from "../admin/raClient.ts"
import { startClassesServer } from "./classesServer.ts"

let s: TestServer
beforeAll(async () => {
  s = await startClassesServer()
}, 120_000)
afterAll(() => s.close())

const command = (as: string, classId: string, route: string, body: unknown) => s.fetch(`/api/admin/classes/${classId}/${route}`, json(as, "POST", body))

describe("classes in the console (ra-data-simple-rest)", () => {
  it("an admin schedules a class in their own country and a catalog; lists and reads them", async () => {
    const admin = raClient(s, "adm")
    const created = await admin.create("classes", {
      data: { classId: "w-new", type: "webinar", title: "Novidades de maio", clientId: "academy", date: "2026-05-05", startTime: "10:00", endTime: "11:00", vacancy: 50, instructorId: "ins", courseId: "", link: "" }
    })
    expect(created.data).toMatchObject({ id: "w-new", country: "BR", status: "pre_scheduled", timeZone: "America/Sao_Paulo", inviteOnly: false, instructorName: "Iara Instrutora" })
    const catalog = await admin.create("classes-catalogs", { data: { catalogId: "cat-rj", clientId: "academy", title: "Presenciais no Rio", courseIds: ["pc-store"] } })
    expect(catalog.data).toMatchObject({ id: "cat-rj", courseIds: ["pc-store"] })
    const { data, total } = await admin.getList("classes", { pagination: { page: 1, perPage: 50 }, sort: { field: "title", order: "ASC" }, filter: { type: "webinar" } })
    expect(data.map((c) => c.id)).toEqual(["w-other", "w-launch", "w-new", "w-closed"])
    expect(total).toBe(4)
    await expect(raClient(s, "u1").getList("classes", { pagination: { page: 1, perPage: 5 }, sort: { field: "id", order: "ASC" }, filter: {} })).rejects.toMatchObject({ status: 403 })
  })

  it("an instructor sees and moves only their own classes, and validates presence", async () => {
    const ins = raClient(s, "ins")
    const own = await ins.getList("classes", { pagination: { page: 1, perPage: 50 }, sort: { field: "id", order: "ASC" }, filter: { instructorId: "ins2" } })
    expect(own.data.map((c) => c.id)).not.toContain("lc-ins2")
    expect(own.data.every((c) => c.instructorId === "ins")).toBe(true)
    await expect(ins.getOne("classes", { id: "lc-ins2" })).rejects.toMatchObject({ status: 404 })
    expect((await command("ins", "lc-ins2", "move", { to: "live" })).status).toBe(404)
    expect((await command("ins2", "k-store", "move", { to: "in_progress" })).status).toBe(404)

    expect((await s.fetch("/api/me/classes/k-store/subscription", { as: "c1", method: "POST" })).status).toBe(201)
    const early = await command("ins", "k-store", "presence", { userId: "c1" })
    expect(early.status).toBe(422)
    expect((await early.json()).code).toBe("class.not_started")
    const moved = await command("ins", "k-store", "move", { to: "in_progress" })
    expect(moved.status).toBe(200)
    expect(await moved.json()).toMatchObject({ id: "k-store", status: "in_progress" })
    expect((await (await command("ins", "k-store", "move", { to: "closed" })).json()).code).toBe("class.move_refused")
    expect((await command("ins", "k-store", "presence", { userId: "c1" })).status).toBe(200)
    expect((await command("ins", "k-store", "unlock", { activityId: "lab" })).status).toBe(200)

    const seats = await ins.getList("classes-seats", { pagination: { page: 1, perPage: 50 }, sort: { field: "userId", order: "ASC" }, filter: { classId: "k-store" } })
    expect(seats.data).toEqual([expect.objectContaining({ userId: "c1", userName: "Pessoa 1", subscribed: true, present: true })])
    const others = await raClient(s, "ins2").getList("classes-seats", { pagination: { page: 1, perPage: 50 }, sort: { field: "userId", order: "ASC" }, filter: { classId: "k-store" } })
    expect(others.data).toEqual([])
    expect((await s.fetch("/api/me/classes/k-store", { as: "c1" }).then((r) => r.json())).lockedActivityIds).toEqual([])
    expect((await (await command("ins", "k-store", "move", { to: "nope" })).json()).code).toBe("input.invalid")
  })
})
