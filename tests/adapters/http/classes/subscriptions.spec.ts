import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { parseIcs } from "../../../support/ics.ts"
import type { TestServer } from "../../../support/server.ts"
import { startClassesServer } from "./classesServer.ts"

let s: TestServer
beforeAll(async () => {
  s = await startClassesServer()
}, 120_000)
afterAll(() => s.close())

const subscribe = (as: string, classId: string) => s.fetch(`/api/me/classes/${classId}/subscription`, { as, method: "POST" })

describe("subscriptions through the real server", () => {
  it("N concurrent subscriptions to a class of vacancy V: exactly V succeed, the rest get class.sold_out", async () => {
    const learners = Array.from({ length: 12 }, (_, i) => `c${i + 1}`)
    const answers = await Promise.all(learners.map((u) => subscribe(u, "k-store")))
    const bodies = await Promise.all(answers.map((r) => r.json() as Promise<{ code?: string }>))
    expect(answers.filter((r) => r.status === 201)).toHaveLength(5)
    expect(answers.filter((r) => r.status === 422)).toHaveLength(7)
    expect(bodies.filter((b) => b.code === "class.sold_out")).toHaveLength(7)
    const seats = await (await s.fetch("/api/me/classes/k-store", { as: "c1" })).json()
    expect(seats).toMatchObject({ vacancy: 5, seatsLeft: 0 })
    const rows = s.programme.db.prepare("SELECT count(*) AS n FROM classes_seats WHERE class_id = 'k-store' AND subscribed = 1").get() as { n: number }
    expect(rows.n).toBe(5)
  })

  it("lists my client's webinars only (not a closed one I was not invited to), with the time as instants and the state", async () => {
    const r = await s.fetch("/api/me/classes?type=webinar", { as: "u1" })
    expect(r.status).toBe(200)
    const list = (await r.json()) as Array<{ classId: string; startsAt: string; timeZone: string; shownStatus: string; link: string | null }>
    expect(list.map((c) => c.classId)).toEqual(["w-launch"])
    expect(list[0]).toMatchObject({ startsAt: "2026-04-28T22:00:00.000Z", timeZone: "America/Sao_Paulo", shownStatus: "open", link: null })
    expect(r.headers.get("content-range")).toBe("classes 0-0/1")
    expect((await s.fetch("/api/me/classes/w-other", { as: "u1" })).status).toBe(404)
    expect((await s.fetch("/api/me/classes/w-closed", { as: "u1" })).status).toBe(404)
    expect((await subscribe("u1", "w-other")).status).toBe(404)
    expect((await (await s.fetch("/api/me/classes?type=bogus", { as: "u1" })).json()).code).toBe("input.invalid")
  })

  it("subscribes, gives the .ics in the class's zone with its weekly RRULE and the link, unsubscribes", async () => {
    const sub = await subscribe("u1", "w-launch")
    expect(sub.status).toBe(201)
    expect(await sub.json()).toMatchObject({ subscribed: true, link: "https://meet.example.com/launch" })
    expect((await (await subscribe("u1", "w-launch")).json()).code).toBe("class.already_subscribed")
    const mine = (await (await s.fetch("/api/me/class-subscriptions", { as: "u1" })).json()) as Array<{ classId: string }>
    expect(mine.map((c) => c.classId)).toEqual(["w-launch"])

    const cal = await s.fetch("/api/me/classes/w-launch/calendar", { as: "u1" })
    expect(cal.headers.get("content-type")).toMatch(/^text\/calendar/)
    const { zones, events } = parseIcs(await cal.text())
    expect(zones).toEqual(["America/Sao_Paulo"])
    expect(events[0]).toMatchObject({ summary: "Lançamento da coleção", tzid: "America/Sao_Paulo", localStart: "2026-04-28T19:00:00", rrule: { freq: "WEEKLY", count: 4 } })
    expect(events[0]!.occurrences(5)).toHaveLength(4)

    const off = await s.fetch("/api/me/classes/w-launch/subscription", { as: "u1", method: "DELETE" })
    expect(off.status).toBe(200)
    expect(await off.json()).toMatchObject({ subscribed: false, link: null })
    expect((await (await s.fetch("/api/me/classes/w-launch/subscription", { as: "u1", method: "DELETE" })).json()).code).toBe("class.not_subscribed")
  })

  it("shows my client's presential catalogs with their courses", async () => {
    const catalogs = await (await s.fetch("/api/me/class-catalogs", { as: "u1" })).json()
    expect(catalogs).toEqual([{ id: "cat-sp", catalogId: "cat-sp", title: "Presenciais em São Paulo", description: null, courses: [{ courseId: "pc-store", title: "Atendimento na loja", classCount: 1 }] }])
    expect(await (await s.fetch("/api/me/class-catalogs", { as: "u2" })).json()).toEqual([])
    expect((await s.fetch("/api/me/class-catalogs/cat-sp", { as: "u2" })).status).toBe(404)
    expect((await s.fetch("/api/me/classes/k-store", { as: "c1" }).then((r) => r.json())).lockedActivityIds).toEqual(["lab"])
  })
})
