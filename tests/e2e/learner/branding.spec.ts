import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { setUpBrandingLogos } from "../../../adapters/demo/brandingLogos.ts"
import type { TestServer } from "../../support/server.ts"
import { dismissCookies, expectAccessible, newPage, screenshot, widths, type Viewport } from "./support/browser.ts"
import { demoPassword, startDemoServer } from "./support/demoServer.ts"

// The deployment's face (issue 49): the login themed by the configuration, each client's colours
// once it is picked (no flash on a reload), maintenance for learners and admins, a screen whose
// chunk does not load, and the app's own errors reported.
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  s = await startDemoServer()
  await setUpBrandingLogos(s.programme.db)
})
afterAll(() => s.close())
afterEach(() => context?.close())

const brand = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand").trim())
const headerColour = () => page.locator("header.top").evaluate((el) => getComputedStyle(el).backgroundColor)

const logInTo = async (viewport: Viewport, user: string, company?: "Vitrine Varejo" | "Academia Vitrine", path = "/") => {
  ;({ context, page } = await newPage(s.url, viewport))
  await page.goto(path)
  await page.getByLabel("Usuário ou e-mail").waitFor()
  await dismissCookies(page)
  await page.getByLabel("Usuário ou e-mail").fill(user)
  await page.getByLabel("Senha").fill(demoPassword)
  await page.getByRole("button", { name: "Entrar", exact: true }).click()
  if (company === undefined) return
  const choice = page.getByRole("button", { name: `Entrar em ${company}` })
  await Promise.race([choice.waitFor(), page.waitForURL((u) => u.pathname !== "/")])
  if (await choice.isVisible()) await choice.click()
}

const configure = async (change: (config: Record<string, unknown>) => Record<string, unknown>) => {
  const { config } = (await (await s.fetch("/api/admin/branding/login-config", { as: "admin" })).json()) as { config: Record<string, unknown> }
  const res = await s.fetch("/api/admin/branding/login-config", { method: "PUT", as: "admin", headers: { "content-type": "application/json" }, body: JSON.stringify(change(config)) })
  expect(res.status).toBe(200)
}

describe.each(widths)("theming at $width px", (viewport) => {
  it("the login wears the deployment's configuration: its colour, logo and title", async () => {
    ;({ context, page } = await newPage(s.url, viewport))
    await page.goto("/")
    await page.getByLabel("Usuário ou e-mail").waitFor()
    await dismissCookies(page)
    expect(await brand()).toBe("#0b5394")
    expect(await page.title()).toBe("Vitrine")
    // The logo is a picture of the configuration's file, shown above the title.
    const logo = await page.locator("#login-title").evaluate((el) => getComputedStyle(el, "::before").backgroundImage)
    expect(logo).toContain("/api/login-config/files/demo-brand-logo")
    await screenshot(page, "branding-login", viewport)
    await expectAccessible(page)
  })

  it("the loyalty client's learner sees its green, the academy's learner its purple, both accessible", async () => {
    await logInTo(viewport, viewport.name === "phone" ? "br-020" : "br-021")
    await page.locator("header.top").waitFor()
    expect(await brand()).toBe("#1d6b36")
    expect(await headerColour()).toBe("rgb(29, 107, 54)")
    await screenshot(page, "branding-varejo", viewport)
    await expectAccessible(page)
    await context.close()

    await logInTo(viewport, viewport.name === "phone" ? "br-008" : "br-009", "Academia Vitrine")
    await page.waitForURL((u) => u.pathname === "/online-courses")
    await page.locator("header.top").waitFor()
    await expect.poll(brand).toBe("#5b2a86")
    await page.getByRole("heading", { level: 1 }).waitFor()
    await screenshot(page, "branding-academia", viewport)
    await expectAccessible(page)
    // A reload paints the client's colours from the first frame: the stylesheet is the server's, by the cookie.
    await page.reload({ waitUntil: "domcontentloaded" })
    expect(await brand()).toBe("#5b2a86")
  })
})

describe("maintenance", () => {
  afterEach(() => configure((c) => ({ ...c, maintenance: { ...(c["maintenance"] as object), on: false } })))

  it("learners see the maintenance page and are refused; an admin logs in at maintenance-login and works", async () => {
    await configure((c) => ({ ...c, maintenance: { ...(c["maintenance"] as object), on: true } }))
    ;({ context, page } = await newPage(s.url, widths[0]))
    await page.goto("/")
    await page.getByRole("heading", { name: "Estamos em manutenção" }).waitFor()
    await page.getByText("Estamos atualizando a plataforma. Voltamos em alguns minutos.").waitFor()
    await dismissCookies(page)
    await screenshot(page, "branding-maintenance", widths[0])
    await expectAccessible(page)
    // A closed route shows the same page, never the screen.
    await page.goto("/points-table")
    await page.getByRole("heading", { name: "Estamos em manutenção" }).waitFor()
    const learnerApi = await s.fetch("/api/me", { as: "br-020" })
    expect(learnerApi.status).toBe(503)
    expect(learnerApi.headers.get("retry-after")).toBe("600")
    await context.close()

    // A learner who tries the admins' door is sent back to the maintenance page.
    await logInTo(widths[0], "br-020", undefined, "/maintenance-login")
    await page.getByRole("heading", { name: "Estamos em manutenção" }).waitFor()
    await context.close()

    await logInTo(widths[1], "admin", "Vitrine Varejo", "/maintenance-login")
    await page.locator("header.top").waitFor()
    expect(new URL(page.url()).pathname).not.toBe("/maintenance-login")
    await expect.poll(() => page.getByRole("heading", { name: "Estamos em manutenção" }).count()).toBe(0)
  })
})

describe("a screen whose chunk does not load, and the app's own errors", () => {
  it("names the screen and offers a reload instead of a blank page", async () => {
    await logInTo(widths[0], "br-020")
    await page.locator("header.top").waitFor()
    await page.route(/\/assets\/pointsTable-[^/]+\.js$/, (route) => route.abort())
    await page.goto("/points-table")
    await page.getByRole("heading", { name: "A tela /points-table não carregou." }).waitFor()
    await page.getByRole("button", { name: "Tentar de novo" }).waitFor()
    await screenshot(page, "branding-chunk-failed", widths[0])
    await expectAccessible(page)
  })

  it("reports an uncaught error to the server and leaves out a network error", async () => {
    ;({ context, page } = await newPage(s.url, widths[1]))
    await page.goto("/")
    await page.getByLabel("Usuário ou e-mail").waitFor()
    await page.evaluate(() => {
      // An error in an event handler is reported to the window, as an uncaught one in the app would be.
      const button = document.createElement("button")
      button.onclick = () => {
        throw new Error("Boom from the branding test")
      }
      document.body.append(button)
      button.click()
      button.remove()
      void Promise.reject(new TypeError("Failed to fetch"))
    })
    const messages = async () =>
      ((await (await s.fetch("/api/admin/branding-client-errors?filter=" + encodeURIComponent(JSON.stringify({ app: "learner" })), { as: "admin" })).json()) as Array<{ message: string; path: string }>).map((r) => r.message)
    await expect.poll(messages).toContain("Error: Boom from the branding test")
    expect((await messages()).some((m) => m.includes("Failed to fetch"))).toBe(false)
  })
})
