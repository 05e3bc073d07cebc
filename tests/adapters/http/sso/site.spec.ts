import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { learningFixture } from "../../../support/learningServer.ts"
import { learnerFixture, learnerNow } from "../../../support/learnerServer.ts"
import { startTestServer, type TestServer } from "../../../support/server.ts"

const ssoFixture = join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "scenarios", "sso.ndjson")

let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ fixture: [learnerFixture, learningFixture, ssoFixture], now: () => learnerNow })
})
afterAll(() => s.close())

describe("GET /api/showcase/courses/:id (the public course showcase)", () => {
  it("shows a published course's showcase fields and nothing else, without a token", async () => {
    const r = await s.fetch("/api/showcase/courses/K-NB")
    expect(r.status).toBe(200)
    const body = (await r.json()) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(["category", "courseId", "coverUrl", "description", "title", "workloadHours"])
    expect(body).toMatchObject({ courseId: "K-NB", title: "Processadores para notebooks", description: "Como explicar gerações e núcleos", workloadHours: 2 })
  })

  it("never shows a draft: a draft course is as unknown as a missing one", async () => {
    for (const id of ["K-DR", "nope"]) {
      const r = await s.fetch(`/api/showcase/courses/${id}`, { headers: { "accept-language": "en-US" } })
      expect(r.status).toBe(404)
      expect(await r.json()).toMatchObject({ code: "showcase.not_found", message: "This course is not in the showcase." })
    }
  })
})

describe("GET /api/site-pages/:pageId (the deployment's public pages)", () => {
  it("serves a partner's page with its agency named, without a token", async () => {
    const r = await s.fetch("/api/site-pages/register-pop-trade")
    expect(r.status).toBe(200)
    expect(await r.json()).toMatchObject({ pageId: "register-pop-trade", kind: "partner_signup", agencyId: "ag1", agencyName: expect.any(String) })
  })

  it("sanitizes the page's HTML on the way out", async () => {
    const page = (await (await s.fetch("/api/site-pages/about-team")).json()) as { body: string }
    expect(page.body).toContain("<p>Uma equipe pequena em São Paulo.</p>")
    expect(page.body).not.toContain("script")
  })

  it("answers not found for a page taken offline", async () => {
    const r = await s.fetch("/api/site-pages/old-news")
    expect(r.status).toBe(404)
    expect(await r.json()).toMatchObject({ code: "site.not_found" })
  })
})

describe("GET /api/me/hotsite", () => {
  it("shows the hotsite of the running campaign of the learner's country, and none to another country", async () => {
    const br = await s.fetch("/api/me/hotsite", { as: "u1" })
    expect(br.status).toBe(200)
    expect(await br.json()).toMatchObject({ pageId: "hotsite-br-q2", campaignId: "BR-Q2" })
    const ar = await s.fetch("/api/me/hotsite", { as: "ar1" })
    expect(ar.status).toBe(404)
    expect(await ar.json()).toMatchObject({ code: "hotsite.not_found" })
  })
})

describe("the shell's steps after login (complete-register, onboarding)", () => {
  it("asks a client's learner for the fields it requires until given, and shows its tour once", async () => {
    const before = await (await s.fetch("/api/me/shell-steps", { as: "u3" })).json()
    expect(before).toEqual({ missingProfileFields: ["nickname", "address"], onboarding: true })
    // A learner of no such client has nothing to do.
    expect(await (await s.fetch("/api/me/shell-steps", { as: "u1" })).json()).toEqual({ missingProfileFields: [], onboarding: false })

    const profile = {
      fullName: "Diego Alves",
      email: "u3@example.com.br",
      birthday: "1994-07-21",
      nickname: "Didi",
      address: { zipCode: "01310-100", street: "Avenida Paulista", number: "1000", neighborhood: "Bela Vista", city: "São Paulo", state: "SP" }
    }
    const saved = await s.fetch("/api/me/profile", { as: "u3", method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(profile) })
    expect(saved.status).toBe(200)
    expect(await (await s.fetch("/api/me/shell-steps", { as: "u3" })).json()).toEqual({ missingProfileFields: [], onboarding: true })

    const done = await s.fetch("/api/me/onboarding", { as: "u3", method: "POST" })
    expect(await done.json()).toEqual({ missingProfileFields: [], onboarding: false })
    expect(await (await s.fetch("/api/me/shell-steps", { as: "u3" })).json()).toEqual({ missingProfileFields: [], onboarding: false })
  })
})
