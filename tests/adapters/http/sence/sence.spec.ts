import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { agencyCodes } from "../../../../domain/sence/codes.ts"
import { json, learnerFixture, learnerNow } from "../../../support/learnerServer.ts"
import { startTestServer, type TestServer } from "../../../support/server.ts"

/**
 * The learner scenario plus `sence.ndjson`: client `sence-cl` (SENCE code 1237654321) with the
 * Chilean cl1 and the Brazilian u1; cl2 is Chilean in no client; K-SENCE has a SENCE course code,
 * K-FREE none; all three are enrolled in both.
 */
const senceFixture = join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "scenarios", "sence.ndjson")

// The server's clock, moved by the tests (the 3 minutes are judged on it).
let clock = learnerNow
let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ fixture: [learnerFixture, senceFixture], now: () => clock })
}, 120_000)
afterAll(() => s.close())

type Status = { courseId: string; required: boolean; started: boolean; open: { sessionId: string; expiresAt: string } | null }
const status = async (as: string, courseId = "K-SENCE") => (await (await s.fetch(`/api/me/sence/courses/${courseId}`, { as })).json()) as Status
const open = (as: string, courseId = "K-SENCE") => s.fetch("/api/me/sence/sessions", json(as, "POST", { courseId }))
const openSession = async (as = "cl1") => {
  const r = await open(as)
  expect(r.status).toBe(201)
  return ((await r.json()) as Status).open!.sessionId
}
const start = (sessionId: string, body: Record<string, unknown>, as = "cl1", language = "es-ES") =>
  s.fetch(`/api/me/sence/sessions/${sessionId}/start`, json(as, "POST", body, { "accept-language": language }))
const content = async (as: string, courseId = "K-SENCE") =>
  ((await (await s.fetch(`/api/me/courses/${courseId}`, { as })).json()) as { activities: Array<{ content: unknown }> }).activities[0]!.content

describe("SENCE through the learner API", () => {
  it("asks only a Chilean learner of a client with a code, on a course with a code", async () => {
    expect(await status("cl1")).toMatchObject({ required: true, started: false, open: null })
    expect(await status("cl1", "K-FREE")).toMatchObject({ required: false })
    expect(await status("cl2")).toMatchObject({ required: false })
    expect(await status("u1")).toMatchObject({ required: false })
    expect(await content("u1")).not.toBeNull()
    expect(await content("cl1", "K-FREE")).not.toBeNull()
    const notChilean = await open("u1")
    expect((await notChilean.json()).code).toBe("sence.not_chilean")
    expect((await (await open("cl2")).json()).code).toBe("sence.not_configured")
  })

  it("answers every code of the agency with its own message, saying what to do", async () => {
    const sessionId = await openSession()
    const messages = new Set<string>()
    for (const code of agencyCodes) {
      const r = await start(sessionId, { rut: "12.345.678-5", password: `sence-${code}` })
      expect(r.status).toBe(422)
      const answer = (await r.json()) as { code: string; message: string; details: { agencyCode: string } }
      expect(answer.code).toMatch(/^sence\./)
      expect(answer.details.agencyCode).toBe(code)
      expect(answer.message).toContain(code)
      messages.add(answer.message)
    }
    expect(messages.size).toBe(agencyCodes.length)
    const english = await start(sessionId, { rut: "12.345.678-5", password: "sence-100" }, "cl1", "en-US")
    expect((await english.json()).message).toMatch(/password/)
    expect(await content("cl1")).toBeNull()
  })

  it("refuses a RUT with a wrong check digit before asking the agency", async () => {
    const sessionId = await openSession()
    const r = await start(sessionId, { rut: "12.345.678-9", password: "secreto" })
    expect(await r.json()).toMatchObject({ code: "sence.rut_invalid" })
  })

  it("refuses RUT and password entered after the 3 minutes, by the server's clock", async () => {
    const sessionId = await openSession()
    clock = learnerNow + 180_001
    try {
      const late = await start(sessionId, { rut: "12.345.678-5", password: "secreto" })
      expect(await late.json()).toMatchObject({ code: "sence.session_expired", details: { minutes: 3 } })
      expect((await status("cl1")).open).toBeNull()
    } finally {
      clock = learnerNow
    }
  })

  it("opens the content once the agency accepts within the 3 minutes", async () => {
    const sessionId = await openSession()
    clock = learnerNow + 180_000
    try {
      const r = await start(sessionId, { rut: "12345678-5", password: "secreto" })
      expect(r.status).toBe(200)
      expect(await r.json()).toMatchObject({ required: true, started: true, open: null })
      expect(await content("cl1")).toMatchObject({ kind: "html" })
    } finally {
      clock = learnerNow
    }
  })

  it("does not let a learner start another's session, and refuses malformed input", async () => {
    const sessionId = (await status("cl1")).open?.sessionId ?? "sence-missing"
    expect((await (await start(sessionId, { rut: "11.111.111-1", password: "x" }, "cl2")).json()).code).toBe("sence.session_not_found")
    const bad = await s.fetch("/api/me/sence/sessions/x/start", json("cl1", "POST", { rut: "", password: 3 }))
    expect(bad.status).toBe(400)
    expect((await bad.json()).code).toBeTypeOf("string")
    expect((await s.fetch("/api/me/sence/courses/K-SENCE")).status).toBe(401)
  })
})
