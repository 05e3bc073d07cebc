import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../support/server.ts"
import { expectAccessible, logIn, newPage, openMenuLink, screenshot, widths } from "./support/browser.ts"
import { startDemoServer } from "./support/demoServer.ts"

// The profile's activity feed (issue 44, item 4; SPEC §2) on a phone and a desktop: a demo
// salesperson with audited sales who sends points to the partner 21 times reads what happened to
// them, newest first, each line with its sentence (points in words: "1 ponto"), its date and a link
// to the thing; the older lines load on demand; a failed read offers a retry.
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  s = await startDemoServer()
})
afterAll(() => s.close())
afterEach(() => context?.close())

interface Line { id: number; kind: string; recordedAt: string; points: number | null }
interface Wallet { campaignId: string; balance: number }
interface Campaign { campaignId: string; status: string }

/** A Brazilian learner past the academy's ten with 21 points to send in the running campaign, and an active partner registration. */
const sender = async (): Promise<{ user: string; document: string; campaignId: string }> => {
  for (let n = 11; n <= 60; n++) {
    const user = `br-${String(n).padStart(3, "0")}`
    const open = ((await (await s.fetch("/api/me/campaigns?range=[0,99]", { as: user })).json()) as Array<Campaign>).filter((c) => c.status === "open").map((c) => c.campaignId)
    const wallet = ((await (await s.fetch("/api/me/wallets", { as: user })).json()) as Array<Wallet>).find((w) => open.includes(w.campaignId) && w.balance >= 21)
    if (wallet === undefined) continue
    const { document } = (await (await s.fetch("/api/me/profile", { as: user })).json()) as { document: string }
    const member = (await (await s.fetch(`/api/me/partner-member?document=${document}`, { as: user })).json()) as { accepts: boolean }
    if (member.accepts) return { user, document, campaignId: wallet.campaignId }
  }
  throw new Error("no demo learner with points and an active partner registration")
}

describe("activity feed", () => {
  it("shows a demo learner's feed newest first, with links, paging and a retry after a failure", async () => {
    const { user, document, campaignId } = await sender()
    for (let i = 0; i < 21; i++) {
      const sent = await s.fetch("/api/me/transfers", { as: user, method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ campaignId, points: 1, partnerDocument: document }) })
      expect(sent.status).toBe(201)
    }
    const res = await s.fetch("/api/me/activity?range=[0,19]", { as: user })
    const lines = (await res.json()) as Array<Line>
    const total = Number(/\/(\d+)$/.exec(res.headers.get("content-range") ?? "")?.[1])
    expect(total).toBeGreaterThan(21)
    expect(lines.length).toBe(20)
    expect(lines[0]).toMatchObject({ kind: "points_transferred", points: 1 })
    // Newest first: the log's positions descend.
    expect(lines.map((l) => l.id)).toEqual([...lines.map((l) => l.id)].sort((a, b) => b - a))
    for (const viewport of widths) {
      ;({ context, page } = await newPage(s.url, viewport))
      await logIn(page, user)
      await page.waitForURL((u) => u.pathname !== "/")
      await openMenuLink(page, "Perfil")
      await page.getByRole("navigation", { name: "Seções do perfil" }).getByRole("link", { name: "Atividade" }).click()
      await page.getByRole("heading", { name: "Perfil: Atividade", level: 1 }).waitFor()
      const list = page.getByRole("list", { name: "Minha atividade" })
      await list.getByRole("listitem").first().waitFor()
      // The screen's order is the server's: kind by kind, the newest on top.
      expect(await list.getByRole("listitem").evaluateAll((items) => items.map((i) => i.getAttribute("data-kind")))).toEqual(lines.map((l) => l.kind))
      const times = await list.locator("time").evaluateAll((ts) => ts.map((x) => x.getAttribute("datetime")!))
      expect(times).toEqual([...times].sort().reverse())
      await page.getByText(`${lines.length} de ${total}`).waitFor()
      await list.getByRole("listitem").first().getByText("Você enviou 1 ponto ao programa parceiro.").waitFor()
      await expectAccessible(page)
      await screenshot(page, "feedlib-activity", viewport)
      if (viewport.name === "phone") {
        // The older lines come after the ones shown, none twice.
        await page.getByRole("button", { name: "Carregar mais" }).click()
        await page.getByText(`${Math.min(total, 40)} de ${total}`).waitFor()
        const more = ((await (await s.fetch("/api/me/activity?range=[0,39]", { as: user })).json()) as Array<Line>).map((l) => l.kind)
        expect(await list.getByRole("listitem").evaluateAll((items) => items.map((i) => i.getAttribute("data-kind")))).toEqual(more)
        await expectAccessible(page)
        // A transfer's line leads to the transfers.
        await list.getByRole("listitem").first().getByRole("link", { name: "Ver transferências" }).click()
        await page.waitForURL((u) => u.pathname === "/partner-transfer")
      } else {
        // A read that fails says so and offers a retry, which brings the lines back.
        await page.route("**/api/me/activity*", (r) => r.fulfill({ status: 503, body: "{}" }))
        await page.reload()
        await page.getByRole("button", { name: "Tentar de novo" }).waitFor()
        await expectAccessible(page)
        await page.unroute("**/api/me/activity*")
        await page.getByRole("button", { name: "Tentar de novo" }).click()
        await list.getByRole("listitem").first().waitFor()
      }
      await context.close()
    }
  }, 180_000)
})
