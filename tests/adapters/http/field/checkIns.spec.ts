import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { parseIcs } from "../../../support/ics.ts"
import { json } from "../../../support/learnerServer.ts"
import type { TestServer } from "../../../support/server.ts"
import { raClient } from "../admin/raClient.ts"
import { startFieldServer } from "./fieldServer.ts"

let s: TestServer
beforeAll(async () => {
  s = await startFieldServer()
}, 120_000)
afterAll(() => s.close())

const checkIn = (as: string, meetupId: string, code: string) => s.fetch(`/api/me/meetups/${meetupId}/check-in`, json(as, "POST", { code }))

describe("meetups through the learner API", () => {
  it("lists my country's meetups with the level each needs, never a code", async () => {
    const r = await s.fetch("/api/me/meetups", { as: "f1" })
    const meetups = (await r.json()) as Array<Record<string, unknown>>
    expect(meetups.map((m) => m.meetupId)).toEqual(["m-creators", "m-live"])
    expect(meetups[0]).toMatchObject({ minLevel: 2, myLevel: 1, levelOk: false, checkedInAt: null, checkInOpensAt: "2026-04-20T13:30:00.000Z" })
    expect(JSON.stringify(meetups)).not.toMatch(/135790|246810/)
  })

  it("lets exactly `capacity` of six learners checking in at once through", async () => {
    const learners = ["f1", "f2", "f3", "f4", "f5", "f6"]
    const answers = await Promise.all(learners.map((u) => checkIn(u, "m-live", "246810")))
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((x) => x === 201)).toHaveLength(3)
    expect(statuses.filter((x) => x === 422)).toHaveLength(3)
    const refused = await Promise.all(answers.filter((a) => a.status === 422).map((a) => a.json()))
    expect(refused.map((b) => b.code)).toEqual(["checkin.full", "checkin.full", "checkin.full"])
    const attendance = await raClient(s, "adm").getList("check-ins", { filter: { meetupId: "m-live" }, sort: { field: "checkedInAt", order: "ASC" }, pagination: { page: 1, perPage: 25 } })
    expect(attendance.total).toBe(3)
  })

  it("accepts the current and the previous code after rotations, and refuses an older one", async () => {
    const rotated = await s.fetch("/api/admin/meetups/m-creators/code", json("adm", "POST", {}))
    expect(rotated.status).toBe(200)
    const second = ((await rotated.json()) as { code: string }).code
    expect(second).toMatch(/^\d{6}$/)
    // u1 holds level 2: the previous code (the fixture's) still works after one rotation.
    expect((await checkIn("u1", "m-creators", "135790")).status).toBe(201)
    const third = ((await (await s.fetch("/api/admin/meetups/m-creators/code", json("adm", "POST", { code: "999111" }))).json()) as { code: string }).code
    expect(third).toBe("999111")
    const old = await checkIn("u2", "m-creators", "135790")
    expect(old.status).toBe(422)
    expect((await old.json()).code).toBe("checkin.code_invalid")
  })

  it("says why a check-in is refused: level, country, format, twice", async () => {
    const level = await checkIn("f6", "m-creators", "999111")
    expect(await level.json()).toMatchObject({ code: "checkin.level_required", details: { minLevel: 2, level: 1 } })
    const country = await checkIn("u1", "m-ar", "112233")
    expect(country.status).toBe(422)
    expect((await country.json()).code).toBe("checkin.other_country")
    const format = await checkIn("u1", "m-live", "24681")
    expect((await format.json()).code).toBe("checkin.code_format")
    const twice = await checkIn("u1", "m-creators", "999111")
    expect((await twice.json()).code).toBe("checkin.already")
  })

  it("gives each meetup of my country as an .ics, and another country's as not found", async () => {
    const r = await s.fetch("/api/me/meetups/m-live/calendar", { as: "u1" })
    expect(r.status).toBe(200)
    expect(r.headers.get("content-type")).toMatch(/^text\/calendar/)
    // Read back by ical.js: Brasília's wall clock under its TZID, the same instants as written.
    const { zones, events } = parseIcs(await r.text())
    expect(zones).toEqual(["America/Sao_Paulo"])
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ summary: "Encontro de abril", tzid: "America/Sao_Paulo", localStart: "2026-04-20T11:30:00", localEnd: "2026-04-20T14:00:00" })
    expect(events[0]!.startMs).toBe(Date.parse("2026-04-20T14:30:00Z"))
    expect((await s.fetch("/api/me/meetups/m-ar/calendar", { as: "u1" })).status).toBe(404)
  })
})

describe("meetups in the console", () => {
  it("creates a meetup in the country admin's own country without naming it", async () => {
    const created = await raClient(s, "adm").create("meetups", {
      data: { meetupId: "m-new", title: "Encontro de maio", startsAt: "2026-05-10T19:00:00-03:00", endsAt: "2026-05-10T21:00:00-03:00", capacity: 20 }
    })
    expect(created.data).toMatchObject({ id: "m-new", country: "BR", minLevel: 2, capacity: 20, code: null })
  })

  it("keeps meetups and their codes in their country (IDOR)", async () => {
    expect((await s.fetch("/api/admin/meetups/m-live", { as: "adm-ar" })).status).toBe(404)
    expect((await s.fetch("/api/admin/meetups/m-live/code", json("adm-ar", "POST", {}))).status).toBe(404)
    expect((await s.fetch("/api/admin/meetups/m-live/code", json("u1", "POST", {}))).status).toBe(403)
    const forbidden = await s.fetch("/api/admin/meetups", json("adm-ar", "POST", { meetupId: "m-x", country: "BR", title: "x", startsAt: "2026-05-10T19:00:00-03:00", endsAt: "2026-05-10T21:00:00-03:00" }))
    expect(forbidden.status).toBe(403)
  })
})
