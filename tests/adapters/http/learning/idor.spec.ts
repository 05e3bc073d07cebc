import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json } from "../../../support/learnerServer.ts"
import { rightAnswers, startLearningServer } from "../../../support/learningServer.ts"
import type { TestServer } from "../../../support/server.ts"

/**
 * Nobody reads or touches another learner's attempt (the commands on an attempt name no learner:
 * the route checks the owner), and no learner response ever says which options are correct
 * while an attempt is open.
 */
let s: TestServer
let open: string
beforeAll(async () => {
  s = await startLearningServer()
  // u2 is enrolled in K-NB by the fixture.
  await s.fetch("/api/me/courses/K-NB/activities/v1/completion", json("u2", "POST", {}))
  const started = await s.fetch("/api/me/attempts", json("u2", "POST", { testId: "T-NB" }))
  open = ((await started.json()) as { attemptId: string }).attemptId
  await s.fetch(`/api/me/attempts/${open}/answers`, json("u2", "PUT", { answers: { n1: ["b"] } }))
})
afterAll(() => s.close())

describe("another learner's attempt", () => {
  it("is 404 attempt.not_found to read, save into or submit, and nothing is appended", async () => {
    const before = s.programme.log.lastPosition()
    for (const [method, path, body] of [
      ["GET", `/api/me/attempts/${open}`, undefined],
      ["PUT", `/api/me/attempts/${open}/answers`, { answers: rightAnswers }],
      ["POST", `/api/me/attempts/${open}/submission`, { answers: rightAnswers }]
    ] as const) {
      for (const other of ["u1", "ar1"]) {
        const r = await s.fetch(path, body === undefined ? { as: other } : json(other, method, body))
        expect(r.status, `${method} ${path} as ${other}`).toBe(404)
        expect(((await r.json()) as { code: string }).code).toBe("attempt.not_found")
      }
    }
    expect(s.programme.log.lastPosition()).toBe(before)
  })

  it("never appears in another learner's results, and their own answers stay theirs", async () => {
    const r = await s.fetch("/api/me/attempts", { as: "u1" })
    expect(r.headers.get("content-range")).toBe("attempts */0")
    const mine = (await (await s.fetch(`/api/me/attempts/${open}`, { as: "u2" })).json()) as { answers: unknown }
    expect(mine.answers).toEqual({ n1: ["b"] })
  })
})

describe("the correct options of an open attempt", () => {
  it("appear in no learner response", async () => {
    const paths = ["/api/me/attempts", `/api/me/attempts/${open}`, "/api/me/courses", "/api/me/courses/K-NB", "/api/me/certificates", "/api/me", "/api/me/trails", "/api/me/trails/TR-1"]
    for (const path of paths) {
      const r = await s.fetch(path, { as: "u2" })
      expect(r.status, path).toBe(200)
      expect(await r.text(), path).not.toMatch(/"correct"/)
    }
    const saved = await s.fetch(`/api/me/attempts/${open}/answers`, json("u2", "PUT", { answers: { n2: ["a"] } }))
    expect(await saved.text()).not.toMatch(/"correct"/)
  })
})

/**
 * Every GET of the learner API the OpenAPI document lists (so an endpoint added later is walked
 * too), each path parameter tried with the open attempt's id and the fixture's course, test,
 * trail and campaign ids.
 */
const everyLearnerRead = async () => {
  const doc = (await (await fetch(`${s.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> }
  const candidates = [open, "K-NB", "T-NB", "TR-1", "BR-Q2"]
  const paths = Object.entries(doc.paths).filter(([path, ops]) => path.startsWith("/api/me") && "get" in ops).map(([path]) => path)
  expect(paths).toEqual(expect.arrayContaining(["/api/me/trails", "/api/me/trails/{id}", "/api/me/courses/{id}", "/api/me/attempts/{id}"]))
  return paths.flatMap((path) => (path.includes("{") ? candidates.map((id) => path.replace(/\{[^}]+\}/g, encodeURIComponent(id))) : [path]))
}

describe("every learner read, walked", () => {
  it("never says which options are correct while u2's attempt is open, to u2 or anyone", async () => {
    for (const path of await everyLearnerRead()) {
      for (const as of ["u2", "u1"]) {
        const r = await s.fetch(path, { as })
        expect(r.status, `${path} as ${as}`).toBeLessThan(500)
        expect(await r.text(), `${path} as ${as}`).not.toMatch(/"correct"/)
      }
    }
  })

  it("never shows another learner u2's attempt, its id or its answers", async () => {
    for (const path of await everyLearnerRead()) {
      for (const as of ["u1", "ar1"]) {
        const r = await s.fetch(path, { as })
        const text = await r.text()
        // A refusal may echo the id asked for; an answer never holds the attempt.
        if (r.ok) expect(text, `${path} as ${as}`).not.toContain(open)
        // A read that needs a query this walk does not send (`photos/week?campaignId=`) is malformed (400), never a 403 that would tell the attempt exists;
        // a module the learner's client company has off (`podcast.disabled`) is the one 403, and says nothing of any record.
        else if (r.status === 403) expect(JSON.parse(text), `${path} as ${as}`).toMatchObject({ code: expect.stringMatching(/\.disabled$/) })
        else expect([400, 404], `${path} as ${as}`).toContain(r.status)
        expect(text, `${path} as ${as}`).not.toMatch(/"n1":\["b"\]/)
      }
    }
  })
})

describe("GET /api/certificates/:code: public verification", () => {
  it("needs no token and shows the course and the holder's initials only", async () => {
    const [certificate] = (await (await s.fetch("/api/me/certificates", { as: "u2" })).json()) as Array<{ code: string }>
    const r = await fetch(`${s.url}/api/certificates/${certificate!.code}`)
    expect(r.status).toBe(200)
    const body = (await r.json()) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(["code", "courseTitle", "holderInitials", "holderName", "issuedAt", "workloadHours"])
    expect(body).toMatchObject({ courseTitle: "Atendimento ao cliente", issuedAt: "2026-04-02T13:05:00.000Z", holderName: null })
    const fullName = s.programme.db.prepare<[], string>("SELECT full_name FROM personal_data WHERE user_id = 'u2'").pluck().get()!
    expect(body.holderInitials).toBe(fullName.split(/\s+/).filter((w) => !/^(d[aeo]s?|e)$/i.test(w)).map((w) => `${w[0]!.toUpperCase()}.`).join(" "))
    expect(JSON.stringify(body)).not.toContain(fullName.split(" ")[0]!)
  })

  it("names the holder in full once they allow it (PUT /api/me/certificates/:code/name), and by initials again when they take it back", async () => {
    const [certificate] = (await (await s.fetch("/api/me/certificates", { as: "u2" })).json()) as Array<{ code: string; nameShown: boolean }>
    expect(certificate!.nameShown).toBe(false)
    const fullName = s.programme.db.prepare<[], string>("SELECT full_name FROM personal_data WHERE user_id = 'u2'").pluck().get()!
    const verify = async () => (await (await fetch(`${s.url}/api/certificates/${certificate!.code.toLowerCase()}`)).json()) as { holderName: string | null; holderInitials: string }
    const shown = await s.fetch(`/api/me/certificates/${certificate!.code}/name`, json("u2", "PUT", { show: true }, { "idempotency-key": "name-1" }))
    expect(shown.status).toBe(200)
    expect(await shown.json()).toMatchObject({ code: certificate!.code, nameShown: true })
    expect(await verify()).toMatchObject({ holderName: fullName })
    const position = s.programme.log.lastPosition()
    expect((await s.fetch(`/api/me/certificates/${certificate!.code}/name`, json("u2", "PUT", { show: true }, { "idempotency-key": "name-1" }))).status).toBe(200)
    expect((await s.fetch(`/api/me/certificates/${certificate!.code}/name`, json("u2", "PUT", { show: true }))).status).toBe(200)
    expect(s.programme.log.lastPosition()).toBe(position)
    await s.fetch(`/api/me/certificates/${certificate!.code}/name`, json("u2", "PUT", { show: false }))
    expect((await verify()).holderName).toBeNull()
  })

  it("lets nobody but the holder choose: another learner's code is 404 certificate.not_found, appending nothing", async () => {
    const [certificate] = (await (await s.fetch("/api/me/certificates", { as: "u2" })).json()) as Array<{ code: string }>
    const before = s.programme.log.lastPosition()
    for (const as of ["u1", "ar1"]) {
      const r = await s.fetch(`/api/me/certificates/${certificate!.code}/name`, json(as, "PUT", { show: true }))
      expect(r.status).toBe(404)
      expect(((await r.json()) as { code: string }).code).toBe("certificate.not_found")
    }
    const bad = await s.fetch(`/api/me/certificates/${certificate!.code}/name`, json("u2", "PUT", { show: "yes" }))
    expect(bad.status).toBe(400)
    expect(s.programme.log.lastPosition()).toBe(before)
  })

  it("answers an unknown code 404 certificate.not_found in the asker's language", async () => {
    const r = await fetch(`${s.url}/api/certificates/ZZZZZ-ZZZZZ`, { headers: { "accept-language": "es-ES" } })
    expect(r.status).toBe(404)
    expect(await r.json()).toEqual({ code: "certificate.not_found", message: "No encontramos ningún certificado con el código ZZZZZ-ZZZZZ.", details: { certificateCode: "ZZZZZ-ZZZZZ" } })
  })
})
