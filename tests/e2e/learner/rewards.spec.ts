import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../support/server.ts"
import { check, logIn as adminLogIn } from "../admin/support/pages.ts"
import { expectAccessible, logIn, newPage, openMenuLink, screenshot, widths, type Viewport } from "./support/browser.ts"
import { startDemoServer } from "./support/demoServer.ts"

// The reward store end to end (issue 42), at a phone's and a desktop's width: a demo learner finds
// a reward by search and redeems it, an admin approves, ships and delivers it in the console, and
// the learner sees it delivered with its tracking code. axe on every screen.
let s: TestServer
const contexts: Array<BrowserContext> = []
beforeAll(async () => {
  s = await startDemoServer()
})
afterAll(() => s.close())
afterEach(async () => {
  for (const c of contexts.splice(0)) await c.close()
})

interface Summary { campaign: { campaignId: string; balance: number; confirmed: number } | null }
const used = new Set<string>()

/** A Brazilian learner of one client (no company to pick) whose confirmed points cover the bottle. */
const learnerWithPoints = async (): Promise<string> => {
  for (let n = 11; n <= 63; n++) {
    const user = `br-${String(n).padStart(3, "0")}`
    if (used.has(user)) continue
    const res = await s.fetch("/api/me/reward-store", { as: user })
    if (!res.ok) continue
    const { campaign } = (await res.json()) as Summary
    if (campaign && campaign.confirmed >= 1000) {
      used.add(user)
      return user
    }
  }
  throw new Error("no BR learner with 1,000 confirmed points")
}

const open = async (viewport: Viewport): Promise<Page> => {
  const { context, page } = await newPage(s.url, viewport)
  contexts.push(context)
  return page
}

describe("the reward store", () => {
  for (const viewport of widths) {
    it(`a learner redeems a reward found by search; an admin fulfils it; the learner sees it delivered (${viewport.name})`, async () => {
      const user = await learnerWithPoints()
      const page = await open(viewport)
      await logIn(page, user)
      await page.waitForURL("**/home")

      await openMenuLink(page, "Loja de prêmios")
      await page.getByRole("heading", { name: "Loja de prêmios" }).waitFor()
      await page.locator(".reward").first().waitFor()
      await expectAccessible(page)
      await screenshot(page, "reward-store", viewport)

      // Categories read as names, not as the codes the campaigns' caps use.
      const categories = await page.getByLabel("Categoria").locator("option").allTextContents()
      expect(categories).toContain("Vales-presente")
      expect(categories.filter((c) => /^[a-z]+(-[a-z]+)*$/.test(c))).toEqual([])
      await page.getByLabel("Buscar por nome ou descrição").fill("garrafa")
      await expect.poll(() => page.locator(".reward").count()).toBe(1)
      await page.getByText("1 prêmio", { exact: true }).waitFor()
      await page.getByRole("link", { name: "Garrafa térmica 750 ml" }).click()
      await page.getByRole("heading", { name: "Garrafa térmica 750 ml" }).waitFor()
      await expectAccessible(page)
      await screenshot(page, "reward-details", viewport)

      await page.getByRole("button", { name: "Resgatar" }).click()
      const confirm = page.getByRole("region", { name: "Confirmar o resgate" })
      await expect(confirm.innerText()).resolves.toMatch(/Resgatar 1 × Garrafa térmica 750 ml por 350 pontos\? Restarão [\d.]+ pontos\./)
      await expectAccessible(page)
      await screenshot(page, "reward-confirm", viewport)
      await confirm.getByRole("button", { name: "Confirmar resgate" }).click()
      await page.getByText("Pedido feito!").waitFor()

      await page.getByRole("link", { name: "Meus pedidos" }).click()
      await page.getByRole("heading", { name: "Meus pedidos" }).waitFor()
      await page.getByText("Aguardando aprovação").first().waitFor()
      await expectAccessible(page)
      await screenshot(page, "my-orders", viewport)

      const [order] = (await (await s.fetch("/api/me/orders", { as: user })).json()) as Array<{ orderId: string; rewardName: string }>
      expect(order!.rewardName).toBe("Garrafa térmica 750 ml")

      // The admin, in the console: the queue with its tabs, then the order's moves.
      const admin = await open(viewport)
      await adminLogIn(admin, s.url, "admin")
      await admin.goto(`${s.url}/admin/#/orders`)
      await admin.getByRole("tab", { name: /To approve \(\d+\)/ }).waitFor()
      await admin.getByText("Garrafa térmica 750 ml").first().waitFor()
      await check(admin, `orders-queue-${viewport.name}`)
      // The queue fits the screen: no column cut at a phone's right edge.
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      await admin.goto(`${s.url}/admin/#/orders/${encodeURIComponent(order!.orderId)}/show`)
      await admin.getByRole("button", { name: "Approve" }).click()
      await admin.locator(".MuiSnackbarContent-message", { hasText: "Order approved" }).waitFor()
      await admin.getByRole("button", { name: "Ship" }).click()
      await admin.getByLabel("Tracking code").fill("BR987654321")
      await check(admin, `order-ship-${viewport.name}`)
      await admin.getByRole("dialog").getByRole("button", { name: "Confirm" }).click()
      await admin.locator(".MuiSnackbarContent-message", { hasText: "Order shipped" }).waitFor()
      await admin.getByRole("button", { name: "Mark delivered" }).click()
      await admin.locator(".MuiSnackbarContent-message", { hasText: "Order delivered" }).waitFor()
      await check(admin, `order-delivered-${viewport.name}`)

      await page.reload()
      await page.getByText("Entregue").first().waitFor()
      await page.getByText("Código de rastreio: BR987654321").waitFor()
      await expectAccessible(page)
      await screenshot(page, "my-orders-delivered", viewport)
    }, 180_000)
  }
})
