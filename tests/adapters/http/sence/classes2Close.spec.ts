import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json, learnerFixture, learnerNow } from "../../../support/learnerServer.ts"
import { startTestServer, type TestServer } from "../../../support/server.ts"

/** The learner scenario plus `sence.ndjson` (client `sence-cl` with the Chilean cl1; course K-SENCE with a SENCE code). */
const senceFixture = join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "scenarios", "sence.ndjson")

let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ fixture: [learnerFixture, senceFixture], now: () => learnerNow })
}, 120_000)
afterAll(() => s.close())

type Status = { required: boolean; started: boolean; open: { sessionId: string } | null }
const startWith = async (password: string) => {
  const opened = (await (await s.fetch("/api/me/sence/sessions", json("cl1", "POST", { courseId: "K-SENCE" }))).json()) as Status
  const r = await s.fetch(`/api/me/sence/sessions/${opened.open!.sessionId}/start`, json("cl1", "POST", { rut: "12.345.678-5", password }))
  expect(await r.json()).toMatchObject({ started: true })
}
const close = (language = "es-ES") => s.fetch("/api/me/sence/courses/K-SENCE/close", json("cl1", "POST", undefined, { "accept-language": language }))
const content = async () => ((await (await s.fetch("/api/me/courses/K-SENCE", { as: "cl1" })).json()) as { activities: Array<{ content: unknown }> }).activities[0]!.content

describe("closing a SENCE session through the learner API (the agency's close call)", () => {
  it("refuses to close without a session, and before the session has started", async () => {
    expect((await (await close()).json()).code).toBe("sence.session_not_found")
    expect((await s.fetch("/api/me/sence/sessions", json("cl1", "POST", { courseId: "K-SENCE" }))).status).toBe(201)
    const r = await close("en-US")
    expect(r.status).toBe(422)
    expect(await r.json()).toMatchObject({ code: "sence.session_not_started", message: expect.stringMatching(/start/i) })
  })

  it("closes the started session: the content waits for a new session, and a second close says it is closed", async () => {
    await startWith("secreto")
    expect(await content()).not.toBeNull()
    const closed = await close()
    expect(closed.status).toBe(200)
    expect(await closed.json()).toMatchObject({ required: true, started: false })
    expect(await content()).toBeNull()
    expect((await (await close()).json()).code).toBe("sence.session_already_closed")
  })
  it("answers the agency's code of a refused close with its message, the session staying open", async () => {
    await startWith("sence-close-301")
    const r = await close()
    expect(r.status).toBe(422)
    expect(await r.json()).toMatchObject({ code: "sence.attendance_not_recorded", details: { agencyCode: "301" }, message: expect.stringContaining("301") })
    expect(await content()).not.toBeNull()
  })

})
