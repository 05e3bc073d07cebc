import AxeBuilder from "@axe-core/playwright"
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import type { Page } from "playwright-core"
import { expect } from "vitest"
import { browser } from "./browser.ts"
import { startDemoServer, type DemoServer } from "./demoServer.ts"

export const password = "Vitrine-2026"
const shots = join(import.meta.dirname, "..", "..", "..", "..", "test-results", "admin")

/** Logs in on the (pt-BR by default) login page; then the console speaks en-US for the assertions. */
export const logIn = async (page: Page, url: string, username: string) => {
  await page.goto(`${url}/admin/#/login`)
  await page.locator("input[name=username]").fill(username)
  await page.locator("input[name=password]").fill(password)
  await page.locator("button[type=submit]").click()
  await page.getByTestId("who").waitFor()
  // Logging out resets react-admin's store (the locale with it): set it once logged in.
  await page.evaluate(() => localStorage.setItem("RaStore.locale", JSON.stringify("en-US")))
  await page.reload()
  await page.getByTestId("who").waitFor()
}

/** The screenshot a human looks at (test-results/admin/<name>.png) and axe: no serious or critical violation. */
export const check = async (page: Page, name: string) => {
  mkdirSync(shots, { recursive: true })
  // No CSS transition mid-way: axe measured a notification's contrast while it faded out, at part
  // of its opacity (CI, once). MUI's transitions step on timers, so they still end as they would.
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; animation: none !important; }" })
  // Let MUI's enter transitions (dialogs fade in over 225 ms) reach their last state before the picture.
  await page.waitForTimeout(300)
  await page.screenshot({ path: join(shots, `${name}.png`) })
  // A frame sandboxed without scripts (the news preview) cannot run axe, which would wait on it
  // forever: its contents are the author's text, checked where learners read it.
  const { violations } = await new AxeBuilder({ page }).exclude('iframe[sandbox=""]').analyze()
  const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical")
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), name).toEqual([])
}

/** Rows of the list on screen, waited for by content (not by the pagination label). */
export const rows = (page: Page) => page.locator("tbody tr.RaDatagrid-row")

/**
 * A console file's set-up: the demo server, one tab of the run's Chromium (generous waits: two
 * browser files may run at once on a two-core machine), logged in as `as` when given. Pair with
 * `closeConsole` in afterAll.
 */
export const openConsole = async (options: { as?: string; init?: (page: Page) => Promise<unknown> } = {}): Promise<{ s: DemoServer; page: Page }> => {
  const s = await startDemoServer()
  const page = await (await browser()).context.newPage()
  page.setDefaultTimeout(30_000)
  await options.init?.(page)
  if (options.as !== undefined) await logIn(page, s.url, options.as)
  return { s, page }
}

export const closeConsole = async (s: DemoServer | undefined): Promise<void> => {
  await (await browser()).close()
  await s?.close()
}
