import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { join } from "node:path"
import { loungeHubOf } from "../../../../adapters/http/lounge/hub.ts"
import { json, learnerFixture, learnerNow } from "../../../support/learnerServer.ts"
import { startTestServer, type TestServer } from "../../../support/server.ts"
import { openSse, type SseEvent } from "../../../support/sse.ts"

/**
 * The lounge's live stream through the real server: learner.ndjson's BR learners u1, u2 and the
 * Argentine ar1, admins adm (BR) and adm-ar; lounge.ndjson opens w-br-1 (BR, one line by u2) and w-ar-1.
 */
let s: TestServer
const loungeFixture = join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "scenarios", "lounge.ndjson")
// The lounges' webinars, their instructors and subscribers, before the lounges (whose lines need them).
const lounge2Fixture = join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "scenarios", "lounge2.ndjson")
const base = "/api/me/lounges/w-br-1"

beforeAll(async () => {
  s = await startTestServer({ fixture: [learnerFixture, lounge2Fixture, loungeFixture], now: () => learnerNow })
  // Heartbeats often enough for a test to see one.
  loungeHubOf(s.programme).heartbeatMs = 20
})
afterAll(() => s.close())

const firstLoad = async (as: string) => (await (await s.fetch(base, { as })).json()) as { position: number; eventsUrl: string; messages: Array<{ text: string; mine: boolean; authorName: string }> }
const say = async (as: string, text: string) => {
  const r = await s.fetch(`${base}/messages`, json(as, "POST", { text }))
  expect(r.status).toBe(201)
  return (await r.json()) as { messageId: string; position: number }
}
const texts = (events: ReadonlyArray<SseEvent>) => events.filter((e) => e.event === "LoungeMessagePosted").map((e) => e.data["text"])

describe("the first load", () => {
  it("shows the lounge, its lines (mine marked) and where the live stream picks up", async () => {
    const page = await firstLoad("u2")
    expect(page).toMatchObject({ messages: [{ text: "Cheguei cedo!", mine: true, authorName: "Carla Lima" }] })
    expect(page.position).toBeGreaterThan(0)
    expect(page.eventsUrl).toMatch(/^\/api\/me\/lounges\/w-br-1\/events\?ticket=.+&lastEventId=\d+$/)
    expect(await (await s.fetch(base, { as: "u1" })).json()).toMatchObject({ embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" })
  })

  it("is 404 for a lounge of another country, as for one that does not exist", async () => {
    expect(await (await s.fetch("/api/me/lounges/w-ar-1", { as: "u1" })).json()).toMatchObject({ code: "lounge.not_found" })
    expect((await s.fetch("/api/me/lounges/nope", { as: "u1" })).status).toBe(404)
    expect(await (await s.fetch("/api/me/lounges/w-ar-1", { as: "ar1" })).json()).toMatchObject({ embedUrl: null })
  })
})

describe("the live stream", () => {
  it("brings a message posted to both of two viewers, with its log position as the id", async () => {
    const one = await openSse(s.url + (await firstLoad("u1")).eventsUrl)
    const two = await openSse(s.url + (await firstLoad("u2")).eventsUrl)
    expect(one.response.headers.get("content-type")).toMatch(/^text\/event-stream/)
    const posted = await say("u1", "Olá a todos")
    for (const viewer of [one, two]) {
      const events = await viewer.until((e) => texts(e).includes("Olá a todos"))
      const event = events.find((e) => e.data["messageId"] === posted.messageId)!
      expect(event).toMatchObject({ id: String(posted.position), data: { userId: "u1", authorName: "Bruno Souza" } })
    }
    // Only what came after the page's position: the line already on the page is not sent again.
    expect(texts(one.events)).toEqual(["Olá a todos"])
    one.close()
    two.close()
  })

  it("resumes a reconnecting client from its Last-Event-ID with exactly the lines it missed", async () => {
    const page = await firstLoad("u1")
    const first = await openSse(s.url + page.eventsUrl)
    const seen = await say("u2", "antes da queda")
    await first.until((e) => texts(e).includes("antes da queda"))
    first.close()
    await say("u2", "perdida 1")
    await say("u1", "perdida 2")
    const again = await openSse(s.url + page.eventsUrl.replace(/&lastEventId=\d+$/, ""), { "last-event-id": String(seen.position) })
    await again.until((e) => texts(e).includes("perdida 2"))
    await say("u2", "ao vivo")
    const events = await again.until((e) => texts(e).includes("ao vivo"))
    expect(texts(events)).toEqual(["perdida 1", "perdida 2", "ao vivo"])
    again.close()
  })

  it("sends heartbeats while the lounge is quiet", async () => {
    const viewer = await openSse(s.url + (await firstLoad("u1")).eventsUrl)
    await viewer.until((_, comments) => comments.includes("heartbeat"))
    viewer.close()
  })

  it("refuses a Last-Event-ID that is not a number with a clear 400, never a 500", async () => {
    const { eventsUrl } = await firstLoad("u1")
    const r = await fetch(s.url + eventsUrl, { headers: { "last-event-id": "abc" } })
    expect(r.status).toBe(400)
    expect(await r.json()).toMatchObject({ code: "input.invalid" })
    expect((await fetch(s.url + eventsUrl.replace(/lastEventId=\d+/, "lastEventId=-1"))).status).toBe(400)
  })

  it("refuses a forged or foreign ticket (401) and another country's learner (404)", async () => {
    const { eventsUrl } = await firstLoad("u1")
    expect((await fetch(s.url + eventsUrl.replace(/ticket=[^&]+/, "ticket=1.x.y"))).status).toBe(401)
    expect((await fetch(s.url + eventsUrl.replace("/w-br-1/", "/w-ar-1/"))).status).toBe(401)
    expect((await s.fetch("/api/me/lounges/w-br-1/events", { as: "ar1" })).status).toBe(404)
  })
})

describe("a server stopping", () => {
  // Bounded below the stop's 20 s grace period: waiting on the viewer would run past it.
  it("ends the live streams first, so its stop never waits on a viewer", { timeout: 15_000 }, async () => {
    const viewer = await openSse(s.url + (await firstLoad("u1")).eventsUrl)
    await viewer.until((_, comments) => comments.includes("heartbeat"))
    // Without the streams ended, the stop would wait out its grace period (20 s) for this open request.
    await s.server.close()
    await expect(viewer.until(() => false)).rejects.toThrow(/ended/)
  })
})

