import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startDemoServer } from "../../../e2e/learner/support/demoServer.ts"
import type { TestServer } from "../../../support/server.ts"

// Where a learner stopped in a video or audio activity (DESIGN §4.8), through the real server on the demo.
let s: TestServer
beforeAll(async () => {
  s = await startDemoServer()
})
afterAll(() => s.close())

const course = "br-processadores-notebooks"
const path = (activityId = "v1") => `/api/me/courses/${course}/activities/${activityId}/position`
const put = (user: string, body: unknown, activityId = "v1") =>
  s.fetch(path(activityId), { method: "PUT", as: user, headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
const get = async (user: string) => (await (await s.fetch(path(), { as: user })).json()) as { positionSeconds: number; durationSeconds: number | null; completed: boolean }

let n = 0
const enrolled = async (): Promise<string> => {
  for (; n < 60; ) {
    const user = `br-${String(++n).padStart(3, "0")}`
    const r = await s.fetch(`/api/me/courses/${course}/enrolment`, { method: "POST", as: user, headers: { "idempotency-key": `pos-enrol-${user}` } })
    if (r.status === 201) return user
  }
  throw new Error("no BR learner left to enrol")
}

describe("GET and PUT /api/me/courses/:id/activities/:activityId/position", () => {
  it("keeps my place for the next opening, mine only, and completes the video at its end", async () => {
    const me = await enrolled()
    const other = await enrolled()
    expect(await get(me)).toEqual({ positionSeconds: 0, durationSeconds: null, completed: false })
    const r = await put(me, { positionSeconds: 2.5, durationSeconds: 6 })
    expect(r.status).toBe(200)
    expect(await r.json()).toEqual({ positionSeconds: 2.5, durationSeconds: 6, completed: false })
    expect(await get(me)).toEqual({ positionSeconds: 2.5, durationSeconds: 6, completed: false })
    expect(await get(other)).toEqual({ positionSeconds: 0, durationSeconds: null, completed: false })
    expect(await (await put(me, { positionSeconds: 6, durationSeconds: 6 })).json()).toEqual({ positionSeconds: 6, durationSeconds: 6, completed: true })
    const detail = (await (await s.fetch(`/api/me/courses/${course}`, { as: me })).json()) as { activities: Array<{ activityId: string; completed: boolean }> }
    expect(detail.activities.find((a) => a.activityId === "v1")?.completed).toBe(true)
  })

  it("refuses a position out of bounds, an activity that is no media, and a learner not enrolled", async () => {
    const me = await enrolled()
    for (const body of [{ positionSeconds: -1, durationSeconds: 6 }, { positionSeconds: 1, durationSeconds: 0 }, { positionSeconds: "1", durationSeconds: 6 }, {}]) {
      const r = await put(me, body)
      expect(r.status, JSON.stringify(body)).toBe(400)
      expect(await r.json()).toMatchObject({ code: "input.invalid" })
    }
    await put(me, { positionSeconds: 6, durationSeconds: 6 })
    const pdf = await put(me, { positionSeconds: 1, durationSeconds: 6 }, "p1")
    expect(pdf.status).toBe(422)
    expect(await pdf.json()).toMatchObject({ code: "media.not_media_activity", details: { activityId: "p1" } })
    const stranger = await s.fetch(path(), { method: "PUT", as: "br-059", headers: { "content-type": "application/json" }, body: JSON.stringify({ positionSeconds: 1, durationSeconds: 6 }) })
    expect([404, 422]).toContain(stranger.status)
    expect((await stranger.json()).code).toMatch(/^enrolment\./)
  })
})
