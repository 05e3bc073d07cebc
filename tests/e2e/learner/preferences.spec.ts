import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../support/server.ts"
import { expectAccessible, logIn, newPage, screenshot, widths } from "./support/browser.ts"
import { startDemoServer } from "./support/demoServer.ts"

// What the user keeps on the server (the language, the chosen company) and the deployment's
// portfolio setting (SPEC §2), in the real app against the real server on the demo.
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  s = await startDemoServer()
})
afterAll(() => s.close())
afterEach(() => context?.close())

const open = async (viewport: (typeof widths)[number] = widths[0]) => {
  ;({ context, page } = await newPage(s.url, viewport))
}
const me = async (user: string) => (await s.fetch("/api/me", { as: user })).json() as Promise<{ language: string; selectedClientId: string | null }>
const path = () => new URL(page.url()).pathname + new URL(page.url()).search

/** The portfolio setting as an operator writes it in `/config.json` beside the app. */
const portfolioOn = () => context.route("**/config.json", (route) => route.fulfill({ json: { portfolioPage: true } }))

describe("the user's language, kept on the server", () => {
  it("applies at login, and a change in the profile is saved and follows the user to another device", async () => {
    const put = await s.fetch("/api/me/language", { as: "br-020", method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ language: "en-US" }) })
    expect(put.status).toBe(200)
    await open()
    await logIn(page, "br-020")
    await page.waitForURL("**/home")
    await page.getByRole("heading", { name: /^Hello, / }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en-US")

    await page.goto("/profile/data")
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/me/language") && r.request().method() === "PUT")
    await page.getByLabel("Language").selectOption("es-ES")
    expect((await saved).status()).toBe(200)
    await page.getByRole("heading", { name: "Preferencias" }).waitFor()
    expect((await me("br-020")).language).toBe("es-ES")
    await context.close()

    // Another device: its own storage says nothing, the server's choice applies.
    await open(widths[1])
    await logIn(page, "br-020")
    await page.getByRole("heading", { name: /^Hola, / }).waitFor()
  })
})

describe("change company", () => {
  it("switches the selected client after login and goes to its home route", async () => {
    await open()
    await logIn(page, "br-007")
    await page.getByRole("button", { name: "Entrar em Vitrine Varejo" }).click()
    await page.waitForURL("**/home")
    await page.goto("/profile/data")
    const change = page.getByLabel("Trocar de empresa")
    expect(await change.inputValue()).toBe("vitrine-varejo")
    await screenshot(page, "profile-change-company", widths[0])
    await expectAccessible(page)
    await change.selectOption({ label: "Academia Vitrine" })
    // Academia Vitrine's home route is /courses (→ online-courses, not built yet): its first real
    // screen instead, the profile (no loyalty), never a not-found screen (issue 41, item 20).
    await page.waitForURL((u) => u.pathname === "/profile/data")
    expect((await me("br-007")).selectedClientId).toBe("academia-vitrine")
    await page.goto("/profile")
    await page.getByLabel("Trocar de empresa").selectOption({ label: "Vitrine Varejo" })
    await page.waitForURL("**/home")
    expect((await me("br-007")).selectedClientId).toBe("vitrine-varejo")
  })

  it("is not offered to a user of one company", async () => {
    await open()
    await logIn(page, "br-030")
    await page.waitForURL("**/home")
    await page.goto("/profile/data")
    await page.getByRole("heading", { name: "Preferências" }).waitFor()
    expect(await page.getByLabel("Trocar de empresa").count()).toBe(0)
  })
})

describe("the portfolio setting", () => {
  it.each(widths)("sends the login route to the portfolio with its query, at $width px", async (viewport) => {
    await open(viewport)
    await portfolioOn()
    await page.goto("/?token=abc&from=mail")
    await page.waitForURL((u) => u.pathname === "/portfolio")
    expect(path()).toBe("/portfolio?token=abc&from=mail")
    await page.getByRole("heading", { name: "Vitrine: suas vendas valem pontos" }).waitFor()
    await page.getByRole("button", { name: "Aceitar todos" }).click()
    await screenshot(page, "portfolio", viewport)
    await expectAccessible(page)
  })

  it("keeps the remembered path: a closed route goes through the portfolio's login and back", async () => {
    await open()
    await portfolioOn()
    await page.goto("/points-table?x=1")
    await page.waitForURL((u) => u.pathname === "/portfolio")
    await logIn(page, "br-031")
    await page.waitForURL("**/points-table?x=1")
    await page.getByRole("heading", { name: "Tabela de pontos" }).waitFor()
    // Logged in, the portfolio (a public route) leads to the client's home route.
    await page.goto("/portfolio")
    await page.waitForURL("**/home")
  })

  it("is off by default: the login screen stays at /", async () => {
    await open()
    await page.goto("/?from=mail")
    await page.getByRole("heading", { name: "Entrar" }).waitFor()
    expect(path()).toBe("/?from=mail")
  })
})
