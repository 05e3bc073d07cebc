import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { AxeBuilder } from "@axe-core/playwright"
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core"
import { expect, inject } from "vitest"
import { demoNow, demoPassword } from "./demoServer.ts"

export const widths = [
  { name: "phone", width: 360, height: 800 },
  { name: "desktop", width: 1280, height: 800 }
] as const
export type Viewport = (typeof widths)[number]

let browser: Promise<Browser> | undefined
/** The run's one Chromium (launched by globalSetup), connected once per test file. */
export const connect = (): Promise<Browser> => (browser ??= chromium.connect(inject("chromiumWs")))

/**
 * A fresh context (own cookies and storage) at a viewport, its clock at the demo's day. The app's
 * service worker (issue 48) is blocked unless a test asks for it: a worker answering a request
 * hides it from `page.route`, which other tests use to make the API fail.
 */
export const newPage = async (
  baseURL: string,
  viewport: Viewport = widths[0],
  now = demoNow,
  serviceWorkers: "allow" | "block" = "block"
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await (await connect()).newContext({ baseURL, viewport: { width: viewport.width, height: viewport.height }, locale: "pt-BR", serviceWorkers })
  const page = await context.newPage()
  page.setDefaultTimeout(10_000)
  page.on("pageerror", (e) => console.error("page error:", e.message))
  await page.clock.setFixedTime(now)
  return { context, page }
}

const shots = join(import.meta.dirname, "..", "..", "..", "..", "test-results", "web-learner")
mkdirSync(shots, { recursive: true })

/** A full-page screenshot under test-results/web-learner/, for a person to look at. */
export const screenshot = (page: Page, name: string, viewport: Viewport): Promise<Buffer> =>
  page.screenshot({ path: join(shots, `${name}-${viewport.name}.png`), fullPage: true })

/** axe on the screen as it is: no serious or critical violation (DESIGN §7). */
export const expectAccessible = async (page: Page): Promise<void> => {
  const result = await new AxeBuilder({ page }).analyze()
  const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
}

/** Logs in through the login screen; accepts the cookie banner first so it covers nothing. */
export const logIn = async (page: Page, username: string): Promise<void> => {
  // Already sent to login by a guard: stay, as a person would (no reload).
  if (!["/", "/portfolio"].includes(new URL(page.url()).pathname)) await page.goto("/")
  // The banner comes with the first screen: wait for it, or it stays over the next screens.
  await page.getByLabel("Usuário ou e-mail").waitFor()
  await dismissCookies(page)
  await page.getByLabel("Usuário ou e-mail").fill(username)
  await page.getByLabel("Senha").fill(demoPassword)
  await page.getByRole("button", { name: "Entrar", exact: true }).click()
}

/**
 * Logs a learner in and enters the academy (a learner of two clients chooses it; of the academy
 * alone, lands there): `"catalogue"` waits for the academy's home, the catalogue; `"any"` for
 * whatever first screen the learner is sent to (a mandatory survey comes first, say).
 */
export const logInToAcademy = async (page: Page, username: string, landing: "catalogue" | "any" = "catalogue"): Promise<void> => {
  await logIn(page, username)
  const academy = page.getByRole("button", { name: "Entrar em Academia Vitrine" })
  await Promise.race([academy.waitFor(), page.waitForURL((u) => u.pathname !== "/")])
  if (await academy.isVisible()) await academy.click()
  await page.waitForURL((u) => (landing === "catalogue" ? u.pathname === "/online-courses" : u.pathname !== "/"))
}

export const dismissCookies = async (page: Page): Promise<void> => {
  const accept = page.getByRole("button", { name: "Aceitar todos" })
  if (await accept.isVisible().catch(() => false)) await accept.click()
}

/**
 * Follows a link of the main menu as a person would: on a phone the menu is a drawer behind
 * "Menu" (issue 41, item 23), so it is opened first.
 */
export const openMenuLink = async (page: Page, name: string): Promise<void> => {
  // The frame renders once the session is read: wait for its menu before asking where it is.
  await page.locator("#main-nav").waitFor({ state: "attached" })
  const toggle = page.getByRole("button", { name: "Menu" })
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click()
  await page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name, exact: true }).click()
}
