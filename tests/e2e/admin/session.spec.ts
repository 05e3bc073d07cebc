import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { DemoServer } from "./support/demoServer.ts"
import { check, closeConsole, openConsole, password } from "./support/pages.ts"

// Logged out, the console shows its login form at once (issue 41, item 9): react-admin's
// logout-on-mount re-ran its own check and started the navigation to #/login thousands of
// times, a blank page for 10–16 s. Counted here: the history entries the app writes.
let s: DemoServer
let page: Page
beforeAll(async () => void ({ s, page } = await openConsole({
  init: (page) =>
    page.addInitScript(() => {
      const w = window as unknown as { historyWrites: number }
      w.historyWrites = 0
      for (const name of ["pushState", "replaceState"] as const) {
        const original = history[name].bind(history)
        history[name] = (...args: Parameters<History["pushState"]>) => (w.historyWrites++, original(...args))
      }
    })
  })), 120_000)
afterAll(() => closeConsole(s))

const historyWrites = () => page.evaluate(() => (window as unknown as { historyWrites: number }).historyWrites)

describe("the console without a session", () => {
  it.each([
    ["the console's root", "/"],
    ["a deep link", "/sales?filter=%7B%22status%22%3A%22approved%22%7D"]
  ])("goes from %s straight to the login form", async (_, hash) => {
    await page.goto(`${s.url}/admin/#${hash}`)
    await page.locator("input[name=username]").waitFor()
    expect(page.url()).toMatch(/#\/login$/)
    // One redirect, and the router's own bookkeeping: not thousands.
    expect(await historyWrites()).toBeLessThanOrEqual(10)
  })

  it("after the login, opens the deep link it was asked for", async () => {
    await page.goto(`${s.url}/admin/#/campaigns`)
    await page.locator("input[name=username]").fill("admin")
    await page.locator("input[name=password]").fill(password)
    await page.locator("button[type=submit]").click()
    await page.getByTestId("who").waitFor()
    await expect.poll(() => page.url()).toMatch(/#\/campaigns$/)
  })

  it("logs out to the login form at once, at desktop and phone widths", async () => {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 })
      if (width === 360) {
        await page.goto(`${s.url}/admin/#/login`)
        await page.locator("input[name=username]").fill("admin")
        await page.locator("input[name=password]").fill(password)
        await page.locator("button[type=submit]").click()
        await page.getByTestId("who").waitFor()
      }
      await page.reload()
      await page.getByTestId("who").waitFor()
      const before = await historyWrites()
      // The user menu, last in the bar: a button with the name on a desktop, an icon on a phone.
      await page.locator("header button").last().click()
      await page.getByRole("menuitem", { name: /Sair|Logout/ }).click()
      await page.locator("input[name=username]").waitFor()
      expect((await historyWrites()) - before).toBeLessThanOrEqual(10)
      await check(page, `login-after-logout-${width}`)
    }
    await page.setViewportSize({ width: 1280, height: 800 })
  })
})
