import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json, learnerFixture, learnerNow } from "../../../support/learnerServer.ts"
import { startTestServer, type TestServer } from "../../../support/server.ts"
import { classesFixture } from "./classesServer.ts"

// The server's clock, moved by the test: k-store is 2026-04-28 19:00–21:00 in São Paulo (ends 2026-04-29T00:00Z).
let clock = learnerNow
let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ fixture: [learnerFixture, classesFixture], now: () => clock })
}, 120_000)
afterAll(() => s.close())

const complete = (activityId: string, classId?: string) =>
  s.fetch(`/api/me/courses/pc-store/activities/${activityId}/completion${classId ? `?classId=${classId}` : ""}`, { as: "c2", method: "POST" })
const react = (classId?: string) => s.fetch(`/api/me/courses/pc-store/reaction${classId ? `?classId=${classId}` : ""}`, json("c2", "POST", { answers: { rating: 5 } }))
const myClass = () => s.fetch("/api/me/classes/k-store", { as: "c2" }).then((r) => r.json() as Promise<{ reactionOpen: boolean; reactionOrder: number | null }>)

describe("a class's activities and reaction through the real server (DESIGN §4.9)", () => {
  it("refuses to complete the activity the instructor has not unlocked; records it once unlocked, through the class", async () => {
    expect((await s.fetch("/api/me/classes/k-store/subscription", { as: "c2", method: "POST" })).status).toBe(201)
    expect((await complete("intro")).status).toBe(200)
    for (const r of [await complete("lab"), await complete("lab", "k-store")]) {
      expect(r.status).toBe(422)
      expect(await r.json()).toMatchObject({ code: "class.activity_locked", message: expect.stringContaining("instrutor") })
    }
    const moved = await s.fetch("/api/admin/classes/k-store/move", json("ins", "POST", { to: "in_progress" }))
    expect(moved.status).toBe(200)
    expect((await s.fetch("/api/admin/classes/k-store/unlock", json("ins", "POST", { activityId: "lab" }))).status).toBe(200)
    const done = await complete("lab", "k-store")
    expect(done.status).toBe(200)
    expect(((await done.json()) as { activities: Array<{ activityId: string; completed: boolean }> }).activities.find((a) => a.activityId === "lab")?.completed).toBe(true)
    expect((await complete("lab", "bogus")).status).toBe(404)
  })

  it("offers the reaction evaluation only once the class has ended on the server's clock", async () => {
    expect(await myClass()).toMatchObject({ reactionOpen: false, reactionOrder: 30 })
    const early = await react("k-store")
    expect(early.status).toBe(422)
    expect(await early.json()).toMatchObject({ code: "class.reaction_not_yet", details: { classId: "k-store", endsAt: "2026-04-29T00:00:00.000Z" } })
    clock = Date.parse("2026-04-29T00:00:00Z")
    expect(await myClass()).toMatchObject({ reactionOpen: true })
    expect((await react("k-store")).status).toBe(200)
  })
})
