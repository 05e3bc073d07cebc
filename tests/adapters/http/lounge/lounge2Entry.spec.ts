import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { join } from "node:path"
import { json, learnerFixture, learnerNow } from "../../../support/learnerServer.ts"
import { startTestServer, type TestServer } from "../../../support/server.ts"
import { openSse } from "../../../support/sse.ts"
import { raClient } from "../admin/raClient.ts"

/**
 * Who enters a webinar's lounge, through the real server (issue 45): lounge2.ndjson schedules the
 * webinars w-br-1 (taught by `lins`, u1 and u2 subscribed), w-br-2 (taught by `lins2`) and w-ar-1;
 * u3 is a Brazilian learner subscribed to none; lounge.ndjson opens the lounges w-br-1 and w-ar-1.
 */
let s: TestServer
const scenarios = join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "scenarios")
beforeAll(async () => {
  s = await startTestServer({ fixture: [learnerFixture, join(scenarios, "lounge2.ndjson"), join(scenarios, "lounge.ndjson")], now: () => learnerNow })
})
afterAll(() => s.close())

const call = async (as: string, method: string, path: string, body: unknown = {}, headers: Record<string, string> = {}) => {
  const r = await s.fetch(path, method === "GET" ? { as, headers } : json(as, method, body, headers))
  return { status: r.status, body: (await r.json()) as Record<string, unknown> }
}
const page = { pagination: { page: 1, perPage: 25 }, sort: { field: "startsAt", order: "DESC" as const }, filter: {} }

describe("a webinar's lounge for its subscribers", () => {
  it("lets a subscriber read and write", async () => {
    expect(await call("u1", "GET", "/api/me/lounges/w-br-1")).toMatchObject({ status: 200, body: { classId: "w-br-1" } })
    expect((await call("u1", "POST", "/api/me/lounges/w-br-1/messages", { text: "Inscrito e presente!" })).status).toBe(201)
  })

  it("tells a learner of its country not subscribed to subscribe first, in their language, and opens no stream for them", async () => {
    expect(await call("u3", "GET", "/api/me/lounges/w-br-1")).toEqual({
      status: 422,
      body: { code: "lounge.not_subscribed", message: "Inscreva-se no webinar primeiro: a sala é dos inscritos.", details: { classId: "w-br-1" } }
    })
    expect((await call("u3", "GET", "/api/me/lounges/w-br-1", {}, { "accept-language": "en-US" })).body["message"]).toBe("Subscribe to the webinar first: the lounge is for its subscribers.")
    expect(await call("u3", "POST", "/api/me/lounges/w-br-1/messages", { text: "Posso entrar?" })).toMatchObject({ status: 422, body: { code: "lounge.not_subscribed" } })
    expect(await call("u3", "GET", "/api/me/lounges/w-br-1/ticket")).toMatchObject({ status: 422, body: { code: "lounge.not_subscribed" } })
    expect((await s.fetch("/api/me/lounges/w-br-1/events", { as: "u3" })).status).toBe(404)
  })

  it("is not there for another country's learner, subscribed to their own country's webinar", async () => {
    expect(await call("ar1", "GET", "/api/me/lounges/w-br-1")).toMatchObject({ status: 404, body: { code: "lounge.not_found" } })
    expect((await call("ar1", "GET", "/api/me/lounges/w-ar-1")).status).toBe(200)
  })

  it("lets the webinar's instructor in without a subscription", async () => {
    expect((await call("lins", "GET", "/api/me/lounges/w-br-1")).status).toBe(200)
    expect(await call("lins2", "GET", "/api/me/lounges/w-br-1")).toMatchObject({ status: 422, body: { code: "lounge.not_subscribed" } })
  })
})

describe("the instructor in the console", () => {
  it("lists, watches and moderates their own webinar's lounge only", async () => {
    expect((await raClient(s, "lins").getList("lounges", page)).data.map((r) => r.id)).toEqual(["w-br-1"])
    expect((await raClient(s, "lins2").getList("lounges", page)).data).toEqual([])
    await expect(raClient(s, "lins2").getOne("lounges", { id: "w-br-1" })).rejects.toMatchObject({ status: 404 })

    const live = await call("lins", "GET", "/api/admin/lounges/w-br-1/live")
    expect(live.status).toBe(200)
    const stream = await openSse(s.url + String(live.body["eventsUrl"]))
    expect((await call("lins2", "GET", "/api/admin/lounges/w-br-1/live")).status).toBe(404)
    expect((await s.fetch("/api/admin/lounges/w-br-1/events", { as: "lins2" })).status).toBe(404)

    expect((await call("u2", "POST", "/api/me/lounges/w-br-1/questions", { text: "O instrutor responde?" })).status).toBe(201)
    const queue = await raClient(s, "lins").getList("lounge-questions", { ...page, sort: { field: "position", order: "ASC" }, filter: { classId: "w-br-1", answered: false } })
    const question = queue.data.find((q) => q["text"] === "O instrutor responde?")!
    expect((await raClient(s, "lins2").getList("lounge-questions", { ...page, sort: { field: "position", order: "ASC" }, filter: { classId: "w-br-1" } })).data).toEqual([])
    expect(await call("lins2", "POST", `/api/admin/lounge-questions/${String(question.id)}/answer`, { answer: "Não sou eu." })).toMatchObject({ status: 404 })
    expect(await call("lins", "POST", `/api/admin/lounge-questions/${String(question.id)}/answer`, { answer: "Respondo, sim." })).toMatchObject({ status: 200, body: { answered: true } })
    await stream.until((e) => e.some((x) => x.event === "LoungeQuestionAnswered" && x.data["answer"] === "Respondo, sim."))

    expect((await call("lins2", "POST", "/api/admin/lounges/w-br-1/block", { learnerId: "u2" })).status).toBe(404)
    expect((await call("lins", "POST", "/api/admin/lounges/w-br-1/block", { learnerId: "u2" })).status).toBe(200)
    expect(await call("u2", "POST", "/api/me/lounges/w-br-1/messages", { text: "oi" })).toMatchObject({ status: 422, body: { code: "lounge.blocked" } })
    expect((await call("lins", "POST", "/api/admin/lounges/w-br-1/unblock", { learnerId: "u2" })).status).toBe(200)
    // Opening and closing lounges stays with the admins.
    expect((await call("lins", "POST", "/api/admin/lounges/w-br-1/close")).status).toBe(403)
    stream.close()
  })
})
