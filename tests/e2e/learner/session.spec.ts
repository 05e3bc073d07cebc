import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../support/server.ts"
import { logIn, newPage, openMenuLink, widths } from "./support/browser.ts"
import { demoNow, startDemoServer } from "./support/demoServer.ts"

// SPEC §4: one refresh on a 401 with the other requests replayed; encrypted client-side storage.
let s: TestServer
let offset = 0
let context: BrowserContext
let page: Page
beforeAll(async () => {
  // The server's clock moves on under the tests, so access tokens can expire (15 minutes).
  s = await startDemoServer(() => demoNow + offset)
})
afterAll(() => s.close())
afterEach(() => context?.close())

const logInVarejo = async (user: string) => {
  ;({ context, page } = await newPage(s.url, widths[0]))
  await logIn(page, user)
  const choice = page.getByRole("button", { name: "Entrar em Vitrine Varejo" })
  await Promise.race([choice.waitFor(), page.waitForURL((u) => u.pathname !== "/")])
  if (await choice.isVisible()) await choice.click()
  await page.waitForURL("**/home")
  await page.getByRole("heading", { name: /Olá, / }).waitFor()
}

describe("session", () => {
  it("refreshes once when the access token expires and replays every failed request", async () => {
    await logInVarejo("br-010")
    offset += 16 * 60 * 1000
    const refreshes: Array<string> = []
    const answers: Array<[string, number]> = []
    page.on("request", (r) => {
      if (r.url().endsWith("/o/token/")) refreshes.push(r.postData() ?? "")
    })
    page.on("response", (r) => {
      if (r.url().includes("/api/me/")) answers.push([new URL(r.url()).pathname, r.status()])
    })
    // The profile screen asks for the wallets, the level and the campaigns at once.
    await openMenuLink(page, "Perfil")
    await page.getByRole("heading", { name: "Extrato de pontos" }).waitFor()
    await page.getByText("Nível e progresso").waitFor()
    expect(refreshes).toHaveLength(1)
    expect(refreshes[0]).toContain("grant_type=refresh_token")
    const failed = answers.filter(([, status]) => status === 401).map(([p]) => p)
    expect(failed.length).toBeGreaterThanOrEqual(2)
    // Every request that failed was replayed and succeeded.
    await expect
      .poll(() => failed.filter((p) => !answers.some(([q, status]) => q === p && status === 200)), { timeout: 5000 })
      .toEqual([])
    expect(refreshes).toHaveLength(1)
  })

  it("clears the session and goes to login when the refresh fails", async () => {
    await logInVarejo("br-011")
    offset += 31 * 24 * 60 * 60 * 1000 // past the refresh token's 30 days too
    // The home screen's own requests may meet the expired session first and leave for the login
    // screen by themselves; opening a screen anew asks the API either way.
    await page.goto(`${s.url}/campaigns`)
    await page.waitForURL((u) => u.pathname === "/")
    await page.getByRole("heading", { name: "Entrar" }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem("vitrine.session"))).toBeNull()
  })

  it("keeps its storage encrypted, unreadable without the key cookie, and drops what does not decrypt", async () => {
    offset = 0
    await logInVarejo("br-012")
    const stored = await page.evaluate(() => ({ ...localStorage }))
    expect(Object.keys(stored)).toContain("vitrine.session")
    // Nothing readable: not the tokens, not the language, not even the JSON's shape.
    for (const value of Object.values(stored)) expect(value).not.toMatch(/accessToken|pt-BR|"/)
    // Corrupt data is removed and the session with it.
    await page.evaluate(() => localStorage.setItem("vitrine.session", "garbage.data"))
    await page.reload()
    await page.getByRole("heading", { name: "Entrar" }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem("vitrine.session"))).toBeNull()
    // Without the cookie, another key is made: what was sealed with the old one is dropped.
    await logIn(page, "br-012")
    await page.waitForURL("**/home")
    await expect.poll(() => page.evaluate(() => localStorage.getItem("vitrine.session"))).not.toBeNull()
    await context.clearCookies()
    await page.reload()
    await page.getByRole("heading", { name: "Entrar" }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem("vitrine.session"))).toBeNull()
    expect((await context.cookies()).find((c) => c.name === "vitrine_key")?.expires).toBeGreaterThan(Date.now() / 1000 + 179 * 86400)
  })
})
