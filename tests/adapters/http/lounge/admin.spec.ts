import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { join } from "node:path"
import { json, learnerFixture, learnerNow } from "../../../support/learnerServer.ts"
import { startTestServer, type TestServer } from "../../../support/server.ts"
import { openSse } from "../../../support/sse.ts"
import { raClient } from "../admin/raClient.ts"

/**
 * The console's lounges through the real ra-data-simple-rest client and the moderation routes:
 * adm is Brazil's admin, adm-ar Argentina's; lounge.ndjson opens w-br-1 (BR) and w-ar-1 (AR).
 */
let s: TestServer
const loungeFixture = join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "scenarios", "lounge.ndjson")
// The lounges' webinars, their instructors and subscribers, before the lounges (whose lines need them).
const lounge2Fixture = join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "scenarios", "lounge2.ndjson")
beforeAll(async () => {
  s = await startTestServer({ fixture: [learnerFixture, lounge2Fixture, loungeFixture], now: () => learnerNow })
})
afterAll(() => s.close())

const call = async (as: string, method: string, path: string, body: unknown = {}) => {
  const r = await s.fetch(path, method === "GET" ? { as } : json(as, method, body))
  return { status: r.status, body: (await r.json()) as Record<string, unknown> }
}
const page = { pagination: { page: 1, perPage: 25 }, sort: { field: "startsAt", order: "DESC" as const }, filter: {} }

describe("the lounges resource", () => {
  it("opens a lounge in the admin's own country and lists only that country's lounges", async () => {
    const ra = raClient(s, "adm")
    const created = await ra.create("lounges", {
      data: { id: "w-br-2", title: "Treinamento de vendas", streamUrl: "https://vimeo.com/123456", startsAt: "2026-04-21T19:00:00-03:00" }
    })
    expect(created.data).toMatchObject({ id: "w-br-2", country: "BR", status: "open", unanswered: 0 })
    const list = await ra.getList("lounges", page)
    expect(list.data.map((r) => r.id).sort()).toEqual(["w-br-1", "w-br-2"])
    expect((await raClient(s, "adm-ar").getList("lounges", page)).data.map((r) => r.id)).toEqual(["w-ar-1"])
    await expect(raClient(s, "adm-ar").getOne("lounges", { id: "w-br-1" })).rejects.toMatchObject({ status: 404 })
    await expect(ra.create("lounges", { data: { id: "w-br-3", title: "x", streamUrl: "javascript:alert(1)", startsAt: "2026-04-21T19:00:00-03:00" } })).rejects.toMatchObject({ status: 400 })
  })
})

describe("the instructor's moderation", () => {
  it("answers a question, hides a line and blocks a learner; the learners' screens and stream follow", async () => {
    const asked = await call("u1", "POST", "/api/me/lounges/w-br-1/questions", { text: "Tem certificado?" })
    expect(asked.status).toBe(201)
    const live = await call("adm", "GET", "/api/admin/lounges/w-br-1/live")
    expect(live.body).toMatchObject({ questions: [{ text: "Tem certificado?", answer: null }] })
    const viewer = await openSse(s.url + String((await call("u2", "GET", "/api/me/lounges/w-br-1")).body["eventsUrl"]))
    const queue = await raClient(s, "adm").getList("lounge-questions", { ...page, sort: { field: "position", order: "ASC" }, filter: { classId: "w-br-1", answered: false } })
    expect(queue.data).toMatchObject([{ text: "Tem certificado?", authorName: "Bruno Souza", answered: false }])
    const id = String(queue.data[0]!.id)
    expect(await call("adm", "POST", `/api/admin/lounge-questions/${id}/answer`, { answer: "Sim, ao fim do webinar." })).toMatchObject({ status: 200, body: { answered: true } })
    expect(await call("adm", "POST", `/api/admin/lounge-questions/${id}/answer`, { answer: "De novo" })).toMatchObject({ status: 422, body: { code: "lounge.question_already_answered" } })
    await viewer.until((e) => e.some((x) => x.event === "LoungeQuestionAnswered" && x.data["answer"] === "Sim, ao fim do webinar."))

    expect(await call("adm", "POST", "/api/admin/lounge-messages/w-br-1:m-first/hide")).toMatchObject({ status: 200, body: { hidden: true } })
    await viewer.until((e) => e.some((x) => x.event === "LoungeMessageHidden" && x.data["messageId"] === "m-first"))
    expect((await call("u1", "GET", "/api/me/lounges/w-br-1")).body["messages"]).toEqual([])

    expect(await call("adm", "POST", "/api/admin/lounges/w-br-1/block", { learnerId: "u2" })).toMatchObject({ status: 200 })
    expect(await call("u2", "POST", "/api/me/lounges/w-br-1/messages", { text: "oi" })).toMatchObject({ status: 422, body: { code: "lounge.blocked" } })
    expect((await call("u2", "GET", "/api/me/lounges/w-br-1")).body["blocked"]).toBe(true)
    viewer.close()
  })

  it("is for the admins of the lounge's country: another country's admin gets 404, a learner 403", async () => {
    expect((await call("adm-ar", "POST", "/api/admin/lounges/w-br-1/close")).status).toBe(404)
    expect((await call("adm-ar", "GET", "/api/admin/lounges/w-br-1/live")).status).toBe(404)
    expect((await call("u1", "POST", "/api/admin/lounges/w-br-1/close")).status).toBe(403)
    expect((await s.fetch("/api/admin/lounges/w-br-1/events", { as: "u1" })).status).toBe(404)
  })

  it("rate-limits a learner's lines with 429 lounge.too_fast", async () => {
    const statuses: Array<number> = []
    for (let i = 0; i < 6; i++) statuses.push((await call("u4", "POST", "/api/me/lounges/w-br-2/messages", { text: `linha ${i}` })).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    expect((await call("u4", "POST", "/api/me/lounges/w-br-2/questions", { text: "e agora?" })).body).toMatchObject({ code: "lounge.too_fast", details: { retryAfterSeconds: 10 } })
  })

  it("closes the lounge: no more lines, and the console's stream says so", async () => {
    const console = await openSse(s.url + String((await call("adm", "GET", "/api/admin/lounges/w-br-1/live")).body["eventsUrl"]))
    expect(await call("adm", "POST", "/api/admin/lounges/w-br-1/close")).toMatchObject({ status: 200, body: { status: "closed" } })
    await console.until((e) => e.some((x) => x.event === "LoungeClosed"))
    expect(await call("u1", "POST", "/api/me/lounges/w-br-1/messages", { text: "alguém?" })).toMatchObject({ status: 422, body: { code: "lounge.closed" } })
    console.close()
  })
})
