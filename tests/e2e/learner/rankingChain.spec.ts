import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../support/server.ts"
import { expectAccessible, logIn, newPage, openMenuLink, screenshot, widths } from "./support/browser.ts"
import { startDemoServer } from "./support/demoServer.ts"

// The ranking per chain (DESIGN §4.7, issue 44): a demo salesperson switches from the whole
// campaign to their chain's ranking and reads where they stand among its salespeople.
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  s = await startDemoServer()
})
afterAll(() => s.close())
afterEach(() => context?.close())

interface Campaign { campaignId: string; status: string; registration: unknown }
interface Ranking { total: number; me: { position: number } | null; myChains: Array<{ chainId: string; name: string }> }

/** A Brazilian learner past the academy's ten, registered in the running campaign, with their chain. */
const salesperson = async () => {
  for (let n = 11; n <= 40; n++) {
    const user = `br-${String(n).padStart(3, "0")}`
    const campaigns = (await (await s.fetch("/api/me/campaigns?range=[0,99]", { as: user })).json()) as Array<Campaign>
    const running = campaigns.find((c) => c.status === "open" && c.registration !== null)
    if (running === undefined) continue
    const whole = (await (await s.fetch(`/api/me/ranking?campaignId=${running.campaignId}`, { as: user })).json()) as Ranking
    const chain = whole.myChains[0]
    if (chain === undefined) continue
    const mine = (await (await s.fetch(`/api/me/ranking?campaignId=${running.campaignId}&chainId=${chain.chainId}`, { as: user })).json()) as Ranking
    return { user, chain, whole, mine }
  }
  throw new Error("no registered demo salesperson with a chain")
}

describe("ranking per chain", () => {
  it("switches to my chain's ranking and says where I stand among its salespeople", async () => {
    const { user, chain, whole, mine } = await salesperson()
    expect(mine.total).toBeLessThanOrEqual(whole.total)
    expect(mine.me).not.toBeNull()
    for (const viewport of widths) {
      ;({ context, page } = await newPage(s.url, viewport))
      await logIn(page, user)
      await page.waitForURL((u) => u.pathname !== "/")
      await openMenuLink(page, "Ranking")
      await page.getByRole("heading", { name: "Ranking", level: 1 }).waitFor()
      await page.getByRole("button", { name: "Toda a campanha", pressed: true }).waitFor()
      await page.getByRole("button", { name: `Minha rede: ${chain.name}` }).click()
      await page.getByRole("button", { name: `Minha rede: ${chain.name}`, pressed: true }).waitFor()
      // My place now counts my chain's salespeople only.
      await page.getByText(`Você está em ${mine.me!.position}º lugar entre ${mine.total.toLocaleString("pt-BR")} participantes.`).waitFor()
      expect(await page.locator("tr.me").count()).toBe(1)
      await expectAccessible(page)
      await screenshot(page, "ranking-chain", viewport)
      await context.close()
    }
  })
})
