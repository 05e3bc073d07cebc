import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../../support/server.ts"
import { png } from "../../../support/images.ts"
import { startAdminServer } from "../admin/adminServer.ts"
import { goodConfig } from "../../../domain/branding/support.ts"

// Issue 49's leftovers (face2): the page's icons follow the configured logo, the header's logo box
// follows the logo's proportions, and `/config.json` names the countries served.
let s: TestServer
beforeAll(async () => {
  s = await startAdminServer()
  const client = { clientId: "acme", name: "Acme", homeRoute: "/home", features: {} }
  await s.fetch("/api/admin/clients", { method: "POST", as: "root", headers: { "content-type": "application/json" }, body: JSON.stringify(client) })
})
afterAll(() => s.close())

const put = (path: string, body: unknown) => s.fetch(path, { method: "PUT", as: "root", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })

/** A logo uploaded through the files API: its file id. */
const uploadLogo = async (width: number, height: number): Promise<string> => {
  const body = new FormData()
  body.append("file", new Blob([new Uint8Array(await png(width, height))], { type: "image/png" }), "logo.png")
  const r = await s.fetch("/api/files", { as: "root", method: "POST", body })
  expect(r.status).toBe(201)
  return ((await r.json()) as { fileId: string }).fileId
}

const imageOf = async (res: Response) => sharp(Buffer.from(await res.arrayBuffer())).metadata()

describe("/favicon and /apple-touch-icon", () => {
  it("are the app's own icons while no logo is configured", async () => {
    const favicon = await s.fetch("/favicon")
    // The build's icon when the app is built; the route answers either way, never a 500.
    expect([200, 404]).toContain(favicon.status)
    if (favicon.status === 200) expect(favicon.headers.get("content-type")).toBe("image/svg+xml")
  })

  it("follow the deployment's logo, cut square, revalidated by ETag; a client's logo once its cookie is set", async () => {
    const logo = await uploadLogo(320, 80)
    expect((await put("/api/admin/branding/login-config", { ...goodConfig, logos: { pt: { desktop: logo } } })).status).toBe(200)
    const favicon = await s.fetch("/favicon")
    expect(favicon.status).toBe(200)
    expect(favicon.headers.get("content-type")).toBe("image/png")
    const etag = favicon.headers.get("etag")!
    expect(await imageOf(favicon)).toMatchObject({ format: "png", width: 64, height: 64 })
    expect((await s.fetch("/favicon", { headers: { "if-none-match": etag } })).status).toBe(304)
    expect(await imageOf(await s.fetch("/apple-touch-icon"))).toMatchObject({ format: "png", width: 180, height: 180 })

    const clientLogo = await uploadLogo(90, 60)
    expect((await put("/api/admin/branding/clients/acme", { colors: goodConfig.colors, logoFileId: clientLogo })).status).toBe(200)
    const themed = await s.fetch("/favicon", { headers: { cookie: "vitrine_client=acme", "if-none-match": etag } })
    expect(themed.status).toBe(200)
    expect(themed.headers.get("etag")).not.toBe(etag)
  })
})

describe("the header's logo in /theme.css", () => {
  it("is as wide as the logo's proportions ask (a wide wordmark is not squeezed into a square), capped on phones", async () => {
    const wide = await uploadLogo(400, 100)
    const square = await uploadLogo(100, 100)
    await put("/api/admin/branding/login-config", { ...goodConfig, logos: { pt: { desktop: wide, mobile: square } } })
    const css = await (await s.fetch("/theme.css")).text()
    // Phone: the square logo in a 1.75rem square plus padding; desktop: 4 × 1.75rem of wordmark plus padding.
    expect(css).toMatch(/\.top \.brand::before \{[^}]*width: 2\.25rem/)
    expect(css).toMatch(/min-width: 48rem\) \{ \.top \.brand::before \{ width: 7\.5rem/)
    await put("/api/admin/branding/login-config", { ...goodConfig, logos: { pt: { desktop: wide } } })
    // The wide logo on a phone too: 7rem at most, not the 2.25rem square it was drawn a sliver in.
    expect(await (await s.fetch("/theme.css")).text()).toMatch(/\.top \.brand::before \{[^}]*width: 7\.5rem/)
  })
})

describe("/config.json", () => {
  it("names the countries the deployment serves (those with a campaign), for the choice before login", async () => {
    const body = (await (await s.fetch("/config.json")).json()) as { countries: Array<string> }
    expect(body.countries.length).toBeGreaterThan(0)
    expect(body.countries).toEqual([...body.countries].sort())
    const campaigns = s.programme.db.prepare<[], string>("SELECT DISTINCT country FROM campaigns").pluck().all()
    expect(new Set(body.countries)).toEqual(new Set(campaigns))
  })
})
