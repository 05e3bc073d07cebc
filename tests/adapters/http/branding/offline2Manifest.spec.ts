import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../../support/server.ts"
import { startAdminServer } from "../admin/adminServer.ts"
import { goodConfig } from "../../../domain/branding/support.ts"
import { uploadImage } from "../field/fieldServer.ts"

// `/manifest.webmanifest` per client (issue 48): the chosen client's name, colours and logo when
// it has a theme; the deployment's before login, for a client without a theme and for a stranger.
let s: TestServer
beforeAll(async () => {
  s = await startAdminServer()
  for (const client of [
    { clientId: "acme", name: "Acme Distribuidora", homeRoute: "/home", features: {} },
    { clientId: "plain", name: "Plain", homeRoute: "/home", features: {} }
  ])
    await s.fetch("/api/admin/clients", { method: "POST", as: "root", headers: { "content-type": "application/json" }, body: JSON.stringify(client) })
})
afterAll(() => s.close())

const put = (path: string, body: unknown) => s.fetch(path, { method: "PUT", as: "root", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })

interface Manifest {
  name: string
  short_name: string
  theme_color: string
  background_color: string
  start_url: string
  display: string
  icons: Array<{ src: string; sizes?: string; type?: string; purpose?: string }>
}

const manifest = async (cookie?: string): Promise<{ res: Response; body: Manifest }> => {
  const res = await s.fetch("/manifest.webmanifest", cookie === undefined ? {} : { headers: { cookie } })
  expect(res.status).toBe(200)
  return { res, body: (await res.json()) as Manifest }
}

describe("GET /manifest.webmanifest", () => {
  it("is the deployment's before anything is configured: installable, as the build's", async () => {
    const { res, body } = await manifest()
    expect(res.headers.get("content-type")).toContain("application/manifest+json")
    expect(body).toMatchObject({ name: "Vitrine", short_name: "Vitrine", start_url: "/", display: "standalone" })
  })

  it("follows the login configuration's title and colours for every visitor without a themed client", async () => {
    expect((await put("/api/admin/branding/login-config", { ...goodConfig, title: "Academia de Vendas Norte", colors: { ...goodConfig.colors, primary: "#0b5394", background: "#fafafa" } })).status).toBe(200)
    for (const cookie of [undefined, "vitrine_client=plain", "vitrine_client=nobody"]) {
      const { body } = await manifest(cookie)
      expect(body).toMatchObject({ name: "Academia de Vendas Norte", short_name: "Academia de…", theme_color: "#0b5394", background_color: "#fafafa" })
    }
  })

  it("wears the chosen client's name, colours and logo once the client has a theme, with the install icons kept", async () => {
    const fileId = await uploadImage(s, "root")
    const theme = { colors: { primary: "#1b5e20", onPrimary: "#ffffff", background: "#f1f8e9", text: "#1a1a1a" }, logoFileId: fileId }
    expect((await put("/api/admin/branding/clients/acme", theme)).status).toBe(200)
    const { body } = await manifest("vitrine_client=acme")
    expect(body).toMatchObject({ name: "Acme Distribuidora", short_name: "Acme Distri…", theme_color: "#1b5e20", background_color: "#f1f8e9" })
    expect(body.icons[0]).toEqual({ src: `/api/login-config/files/${fileId}`, type: "image/png", purpose: "any" })
    expect(body.icons.slice(1)).toEqual((await manifest()).body.icons)
    // The logo file is public, as the login screen's logos are: a launcher can fetch it.
    expect((await s.fetch(body.icons[0]!.src)).status).toBe(200)
    // Another visitor still gets the deployment's.
    expect((await manifest()).body.name).toBe("Academia de Vendas Norte")
  })

  it("is cached by an ETag per client: the same version answers 304, another client's or a new theme another ETag", async () => {
    const first = await s.fetch("/manifest.webmanifest", { headers: { cookie: "vitrine_client=acme" } })
    const etag = first.headers.get("etag")!
    expect(first.headers.get("cache-control")).toBe("no-cache")
    expect(first.headers.get("vary")).toContain("cookie")
    expect((await s.fetch("/manifest.webmanifest", { headers: { cookie: "vitrine_client=acme", "if-none-match": etag } })).status).toBe(304)
    expect((await s.fetch("/manifest.webmanifest", { headers: { "if-none-match": etag } })).status).toBe(200)
    expect((await put("/api/admin/branding/clients/acme", { colors: { primary: "#4a148c", onPrimary: "#ffffff", background: "#ffffff", text: "#1a1a1a" } })).status).toBe(200)
    const after = await s.fetch("/manifest.webmanifest", { headers: { cookie: "vitrine_client=acme", "if-none-match": etag } })
    expect(after.status).toBe(200)
    expect(((await after.json()) as Manifest).theme_color).toBe("#4a148c")
  })
})
