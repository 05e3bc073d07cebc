import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../../support/server.ts"
import { logLength, startAdminServer } from "../admin/adminServer.ts"
import { goodConfig } from "../../../domain/branding/support.ts"

let s: TestServer
beforeAll(async () => {
  s = await startAdminServer()
  const client = { clientId: "acme", name: "Acme", homeRoute: "/home", features: {} }
  await s.fetch("/api/admin/clients", { method: "POST", as: "root", headers: { "content-type": "application/json" }, body: JSON.stringify(client) })
})
afterAll(() => s.close())

const put = (path: string, body: unknown, as: string, lang = "pt-BR") =>
  s.fetch(path, { method: "PUT", as, headers: { "content-type": "application/json", "accept-language": lang }, body: JSON.stringify(body) })

const configure = (extra: Record<string, unknown> = {}, as = "root") => put("/api/admin/branding/login-config", { ...goodConfig, ...extra }, as)

describe("GET /api/login-config", () => {
  it("answers the defaults, public, before anything is configured", async () => {
    const res = await s.fetch("/api/login-config")
    expect(res.status).toBe(200)
    const body = (await res.json()) as { configured: boolean; config: { title: string; maintenance: { on: boolean } } }
    expect(body.configured).toBe(false)
    expect(body.config.maintenance.on).toBe(false)
  })

  it("is cached by its ETag: the same version answers 304, a save a new ETag", async () => {
    const first = await s.fetch("/api/login-config")
    const etag = first.headers.get("etag")!
    expect(first.headers.get("cache-control")).toBe("no-cache")
    expect((await s.fetch("/api/login-config", { headers: { "if-none-match": etag } })).status).toBe(304)
    expect((await configure({ title: "Outra" })).status).toBe(200)
    const after = await s.fetch("/api/login-config", { headers: { "if-none-match": etag } })
    expect(after.status).toBe(200)
    expect(((await after.json()) as { config: { title: string } }).config.title).toBe("Outra")
  })

  it("is compressed when the client accepts it (a configuration with buttons and messages is over 1 kB)", async () => {
    const long = { pt: "Estamos melhorando a plataforma. ".repeat(7), en: "We are improving the platform. ".repeat(7), es: "Estamos mejorando la plataforma. ".repeat(7), fr: "Nous améliorons la plateforme. ".repeat(7) }
    await configure({ maintenance: { on: false, message: long, retryAfterSeconds: 600 } })
    const res = await fetch(`${s.url}/api/login-config`, { headers: { "accept-encoding": "gzip" } })
    expect(res.headers.get("content-encoding")).toBe("gzip")
  })
})

describe("PUT /api/admin/branding/login-config", () => {
  it("is a superuser's: a country admin is refused (403) and nothing is recorded", async () => {
    const before = logLength(s)
    expect((await configure({}, "adm")).status).toBe(403)
    expect((await configure({}, "u1")).status).toBe(403)
    expect(logLength(s)).toBe(before)
  })

  it("refuses a pair below WCAG AA with the contrast it has and needs, in the request's language", async () => {
    const res = await put("/api/admin/branding/login-config", { ...goodConfig, colors: { ...goodConfig.colors, primary: "#ffcc00" } }, "root", "en-US")
    expect(res.status).toBe(422)
    const body = (await res.json()) as { code: string; message: string; details: Record<string, unknown> }
    expect(body.code).toBe("branding.contrast_too_low")
    expect(body.details).toMatchObject({ pair: "onPrimary/primary", contrast: 1.51, needs: 4.5 })
    expect(body.message).toContain("1.51:1")
    expect(body.message).toContain("4.5:1")
  })

  it("answers a malformed colour 400 with its path, never a 500", async () => {
    const res = await configure({ colors: { ...goodConfig.colors, text: "red" } })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain("colors")
  })
})

describe("/theme.css and /config.json", () => {
  it("writes the configuration's colours as CSS variables, and a themed client's once its cookie is set", async () => {
    await configure()
    expect((await put("/api/admin/branding/clients/acme", { colors: { primary: "#1b5e20", onPrimary: "#ffffff", background: "#ffffff", text: "#1a1a1a" } }, "root")).status).toBe(200)
    const base = await (await s.fetch("/theme.css")).text()
    expect(base).toContain("--brand: #0b5394")
    const client = await s.fetch("/theme.css", { headers: { cookie: "vitrine_client=acme" } })
    expect(client.headers.get("content-type")).toContain("text/css")
    expect(await client.text()).toContain("--brand: #1b5e20")
    // An unthemed or unknown client keeps the deployment's theme.
    expect(await (await s.fetch("/theme.css", { headers: { cookie: "vitrine_client=nobody" } })).text()).toContain("--brand: #0b5394")
  })

  it("tells the app the title and whether it is under maintenance", async () => {
    await configure({ title: "Vitrine Varejo", maintenance: { on: false, message: {}, retryAfterSeconds: 600 } })
    expect(await (await s.fetch("/config.json")).json()).toMatchObject({ title: "Vitrine Varejo", underMaintenance: false })
  })
})

describe("maintenance (DESIGN §7)", () => {
  it("answers learners 503 with Retry-After; admins and the superuser keep working; off again, learners are back", async () => {
    await configure({ maintenance: { on: true, message: { pt: "Voltamos às 14h." }, retryAfterSeconds: 900 } })
    expect(await (await s.fetch("/config.json")).json()).toMatchObject({ underMaintenance: true })
    const learner = await s.fetch("/api/me", { as: "u1" })
    expect(learner.status).toBe(503)
    expect(learner.headers.get("retry-after")).toBe("900")
    expect(((await learner.json()) as { code: string }).code).toBe("branding.under_maintenance")
    expect((await s.fetch("/api/me", { as: "adm" })).status).toBe(200)
    expect((await s.fetch("/api/admin/sales", { as: "adm" })).status).toBe(200)
    expect((await s.fetch("/api/me", { as: "root" })).status).toBe(200)
    await configure({ maintenance: { on: false, message: {}, retryAfterSeconds: 900 } })
    expect((await s.fetch("/api/me", { as: "u1" })).status).toBe(200)
  })
})
