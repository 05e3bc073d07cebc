import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { setUpDemoLogins } from "../../../adapters/demo/setup.ts"
import { passwordGrant } from "../../support/oauth.ts"
import { fixtures, startTestServer, type TestServer } from "../../support/server.ts"
import { dismissCookies, expectAccessible, newPage, screenshot, widths } from "./support/browser.ts"
import { demoPassword } from "./support/demoServer.ts"

// Issue 41 items 4 and 5 in the browser: after too many failed logins both apps say how long to
// wait, never "wrong password" (DESIGN §5.4); both run under their Content-Security-Policy with
// no violation (no inline script), at 360 and 1280 px, with axe.

let s: TestServer
let context: BrowserContext | undefined
beforeAll(async () => {
  s = await startTestServer({ fixture: fixtures.small })
  await setUpDemoLogins(s.programme.db)
})
afterAll(() => s.close())
afterEach(async () => {
  await context?.close()
  context = undefined
})

/** Five wrong passwords for an account, as an attacker would send them (any client, any name of it). */
const exhaust = async (username: string) => {
  for (let i = 0; i < 5; i++) expect((await passwordGrant(s.url, username, `wrong-${i}`)).status).toBe(400)
}

/** The page, and what its Content-Security-Policy refused (Chromium reports each on the console). */
const open = async (viewport: (typeof widths)[number]) => {
  const opened = await newPage(s.url, viewport)
  context = opened.context
  const refused: Array<string> = []
  opened.page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text())
  })
  return { page: opened.page, refused }
}

describe.each(widths)("after too many failed logins, at $width px", (viewport) => {
  it("the learner app says how long to wait, even for the right password", async () => {
    const user = viewport.width === 360 ? "u1" : "u2"
    await exhaust(`${user}@example.com.br`)
    const { page, refused } = await open(viewport)
    await page.goto("/")
    await page.getByLabel("Usuário ou e-mail").waitFor()
    await dismissCookies(page)
    await page.getByLabel("Usuário ou e-mail").fill(user)
    await page.getByLabel("Senha").fill(demoPassword)
    await page.getByRole("button", { name: "Entrar", exact: true }).click()
    const alert = page.getByRole("alert")
    await expect.poll(() => alert.textContent()).toMatch(/Tente de novo em 15 min/)
    expect(await alert.textContent()).not.toMatch(/inválidos/)
    await screenshot(page, "login-wait", viewport)
    await expectAccessible(page)
    expect(refused).toEqual([])
  })

  it("the console says how long to wait", async () => {
    const user = viewport.width === 360 ? "adm" : "u3"
    await exhaust(user)
    const { page, refused } = await open(viewport)
    await page.goto("/admin/#/login")
    await page.locator("input[name=username]").fill(user)
    await page.locator("input[name=password]").fill(demoPassword)
    await page.locator("button[type=submit]").click()
    await page.getByText(/tente de novo em 15 min/).waitFor()
    await page.screenshot({ path: `test-results/web-learner/console-login-wait-${viewport.name}.png` })
    await expectAccessible(page)
    expect(refused).toEqual([])
  })
})
