import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { DemoServer } from "./support/demoServer.ts"
import { check, closeConsole, openConsole, rows } from "./support/pages.ts"

// The deployment's face in the console (issue 49): the superuser edits the login configuration with
// its live preview, a colour pair below WCAG AA is refused with its contrast, a save reaches the login
// screen at once; the apps' client errors are listed.
let s: DemoServer
let page: Page
beforeAll(async () => {
  ;({ s, page } = await openConsole({ as: "admin" }))
}, 120_000)
afterAll(() => closeConsole(s))

const go = (hash: string) => page.goto(`${s.url}/admin/#${hash}`)
const field = (name: string) => page.getByLabel(new RegExp(`^${name}`))

describe("the login configuration", () => {
  it("shows the configuration with its preview at both widths and each pair's contrast", async () => {
    await go("/branding")
    await page.getByRole("heading", { name: "Live preview" }).waitFor()
    expect(await field("Primary colour").inputValue()).toBe("#0b5394")
    await page.getByText("Contrast onPrimary/primary: 7.83:1 (needs 4.5:1)").waitFor()
    await check(page, "branding-config")
    await page.setViewportSize({ width: 360, height: 800 })
    await check(page, "branding-config-360")
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  it("refuses a pair below AA with the contrast it has and needs, then saves a good one that the login wears at once", async () => {
    await go("/branding")
    await field("Primary colour").fill("#ffcc00")
    // The preview tells it before saving…
    await page.getByText("Contrast onPrimary/primary: 1.51:1 (needs 4.5:1)").waitFor()
    await page.getByRole("button", { name: "Save" }).click()
    // …and the server refuses it, with its words.
    await page.getByText("The contrast between #ffffff and #ffcc00 (onPrimary/primary) is 1.51:1; text needs at least 4.5:1 (WCAG AA).").waitFor()
    expect(await (await fetch(`${s.url}/theme.css`)).text()).toContain("--brand: #0b5394")

    await field("Primary colour").fill("#7a1f5c")
    await field("Page title").fill("Vitrine Rebrand")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText("Configuration saved: the login screen shows it now").waitFor()
    const login = await page.context().newPage()
    await login.goto(`${s.url}/`)
    await login.getByLabel("Usuário ou e-mail").waitFor()
    expect(await login.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand").trim())).toBe("#7a1f5c")
    expect(await login.title()).toBe("Vitrine Rebrand")
    await login.close()
  })
})

describe("client errors", () => {
  it("lists the apps' recent errors for the superuser", async () => {
    const res = await fetch(`${s.url}/api/client-errors`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ app: "learner", kind: "error", message: "TypeError: cannot read x of undefined", path: "/home" })
    })
    expect(res.status).toBe(204)
    await go("/branding-client-errors")
    await rows(page).filter({ hasText: "TypeError: cannot read x of undefined" }).waitFor()
    await check(page, "branding-client-errors")
  })
})
