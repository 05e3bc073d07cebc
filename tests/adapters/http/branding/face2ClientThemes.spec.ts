import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../../support/server.ts"
import { logLength, startAdminServer } from "../admin/adminServer.ts"
import { raClient } from "../admin/raClient.ts"
import { goodConfig } from "../../../domain/branding/support.ts"

// Issue 49's leftovers (face2): client themes edited in the console, through the real
// ra-data-simple-rest client: `branding-client-themes`, each save a BrandClient in the log.
let s: TestServer
beforeAll(async () => {
  s = await startAdminServer()
  for (const [clientId, name] of [["acme", "Acme"], ["zeta", "Zeta"]]) {
    const client = { clientId, name, homeRoute: "/home", features: {} }
    await s.fetch("/api/admin/clients", { method: "POST", as: "root", headers: { "content-type": "application/json" }, body: JSON.stringify(client) })
  }
})
afterAll(() => s.close())

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => ({ status: 200, code: "none", message: "", details: undefined }),
    (e: { status: number; body: { code: string; message: string; details?: Record<string, unknown> } }) => ({ status: e.status, code: e.body.code, message: e.body.message, details: e.body.details })
  )

const green = { primary: "#1b5e20", onPrimary: "#ffffff", background: "#ffffff", text: "#1a1a1a" }

describe("branding-client-themes through ra-data-simple-rest", () => {
  it("lists every client with the colours it wears: the deployment's until it has its own", async () => {
    await s.fetch("/api/admin/branding/login-config", { method: "PUT", as: "root", headers: { "content-type": "application/json" }, body: JSON.stringify(goodConfig) })
    const list = await raClient(s, "root").getList("branding-client-themes", { pagination: { page: 1, perPage: 10 }, sort: { field: "name", order: "ASC" }, filter: {} })
    expect(list.total).toBeGreaterThanOrEqual(2)
    const acme = list.data.find((r) => r.id === "acme")
    expect(acme).toMatchObject({ name: "Acme", themed: false, colors: goodConfig.colors, logoFileId: null })
  })

  it("saves a theme (BrandClient, by the superuser) and answers the record as it now reads; the learner app wears it", async () => {
    const ra = raClient(s, "root")
    const before = await ra.getOne("branding-client-themes", { id: "acme" })
    const saved = await ra.update("branding-client-themes", { id: "acme", data: { ...before.data, colors: green }, previousData: before.data })
    expect(saved.data).toMatchObject({ id: "acme", themed: true, colors: green })
    const events = await ra.getList("events", { pagination: { page: 1, perPage: 5 }, sort: { field: "id", order: "DESC" }, filter: { type: "ClientBranded" } })
    expect(events.data[0]).toMatchObject({ type: "ClientBranded", actor: "admin:root" })
    expect(await (await s.fetch("/theme.css", { headers: { cookie: "vitrine_client=acme" } })).text()).toContain("--brand: #1b5e20")
  })

  it("refuses a pair below WCAG AA with the contrast it has and needs, appending nothing", async () => {
    const before = logLength(s)
    const answer = await refusal(raClient(s, "root").update("branding-client-themes", { id: "zeta", data: { colors: { ...green, primary: "#ffcc00" } }, previousData: { id: "zeta" } }))
    expect(answer).toMatchObject({ status: 422, code: "branding.contrast_too_low", details: { pair: "onPrimary/primary", needs: 4.5 } })
    expect(answer.message).toContain("4,5:1")
    expect(logLength(s)).toBe(before)
  })

  it("is the superuser's: a country admin neither reads nor saves a theme; a malformed colour is a 400", async () => {
    const before = logLength(s)
    expect(await refusal(raClient(s, "adm").getList("branding-client-themes", { pagination: { page: 1, perPage: 5 }, sort: { field: "name", order: "ASC" }, filter: {} }))).toMatchObject({ status: 403 })
    expect(await refusal(raClient(s, "adm").update("branding-client-themes", { id: "acme", data: { colors: green }, previousData: { id: "acme" } }))).toMatchObject({ status: 403 })
    expect(await refusal(raClient(s, "root").update("branding-client-themes", { id: "acme", data: { colors: { ...green, text: "red" } }, previousData: { id: "acme" } }))).toMatchObject({ status: 400 })
    expect(await refusal(raClient(s, "root").update("branding-client-themes", { id: "ghost", data: { colors: green }, previousData: { id: "ghost" } }))).toMatchObject({ status: 404 })
    expect(logLength(s)).toBe(before)
  })
})
