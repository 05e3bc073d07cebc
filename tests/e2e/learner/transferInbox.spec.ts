import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../support/server.ts"
import { expectAccessible, logIn, newPage, openMenuLink, screenshot, widths, type Viewport } from "./support/browser.ts"
import { startDemoServer } from "./support/demoServer.ts"

// The partner transfer and the inbox on the learner's phone and desktop (DESIGN §4.7): a demo
// salesperson sends points of the running campaign to the partner with their own document (the
// demo's partner members, fixtures/demo/partner.ts), reads the 12-month notice, sees each refusal
// explained; then reads what happened to them in the inbox, its unread count in the menu.
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  s = await startDemoServer()
})
afterAll(() => s.close())
afterEach(() => context?.close())

interface Wallet { campaignId: string; balance: number }
interface Campaign { campaignId: string; status: string }

/** A Brazilian learner past the academy's ten with points in the running campaign, and their document. */
const sender = async (): Promise<{ user: string; document: string; campaignId: string; balance: number }> => {
  for (let n = 11; n <= 60; n++) {
    const user = `br-${String(n).padStart(3, "0")}`
    const open = ((await (await s.fetch("/api/me/campaigns?range=[0,99]", { as: user })).json()) as Array<Campaign>).filter((c) => c.status === "open").map((c) => c.campaignId)
    const wallet = ((await (await s.fetch("/api/me/wallets", { as: user })).json()) as Array<Wallet>).find((w) => open.includes(w.campaignId) && w.balance >= 20)
    if (wallet === undefined) continue
    const { document } = (await (await s.fetch("/api/me/profile", { as: user })).json()) as { document: string }
    const member = (await (await s.fetch(`/api/me/partner-member?document=${document}`, { as: user })).json()) as { accepts: boolean }
    if (member.accepts) return { user, document, campaignId: wallet.campaignId, balance: wallet.balance }
  }
  throw new Error("no demo learner with points and an active partner registration")
}

const open = async (user: string, viewport: Viewport) => {
  ;({ context, page } = await newPage(s.url, viewport))
  await logIn(page, user)
  await page.waitForURL((u) => u.pathname !== "/")
  await openMenuLink(page, "Transferir pontos")
  await page.getByRole("heading", { name: "Transferir pontos ao programa parceiro", level: 1 }).waitFor()
}

describe("partner transfer", () => {
  it("sends points with my partner document, shows the redeem-by date, the debit and each refusal explained", async () => {
    const { user, document, campaignId, balance } = await sender()
    for (const viewport of widths) {
      await open(user, viewport)
      await page.getByText(/resgatados no programa parceiro em até 12 meses/).waitFor()
      await page.getByLabel("Pontos a enviar").waitFor()
      await expectAccessible(page)
      await screenshot(page, "partner-transfer", viewport)
      if (viewport.name === "phone") {
        // A refusal the server words: more points than the balance.
        await page.getByLabel("Pontos a enviar").fill(String(balance + 1))
        await page.getByLabel("Documento no programa parceiro").fill(document)
        await page.getByText(/Cadastro ativo no parceiro/).waitFor()
        await page.getByRole("button", { name: "Transferir" }).click()
        await page.getByText(`Informe uma quantidade de pontos entre 1 e o seu saldo`, { exact: false }).waitFor()
        // A document the partner does not know: said before sending, and refused when sent.
        await page.getByLabel("Pontos a enviar").fill("10")
        await page.getByLabel("Documento no programa parceiro").fill("000.000.000-00")
        await page.getByText("O parceiro não tem cadastro ativo para este documento.").waitFor()
        await page.getByRole("button", { name: "Transferir" }).click()
        await page.getByText(/não tem cadastro ativo no programa parceiro/).waitFor()
        await page.getByLabel("Documento no programa parceiro").fill(document)
        await page.getByRole("button", { name: "Transferir" }).click()
        await page.getByText(/10 pontos enviados ao parceiro\. Resgate-os até/).waitFor()
        await page.getByRole("list", { name: "Minhas transferências" }).getByText("Resgatar até", { exact: false }).waitFor()
        await expectAccessible(page)
        await screenshot(page, "partner-transfer-sent", viewport)
      }
      await context.close()
    }
    const transfers = (await (await s.fetch("/api/me/transfers", { as: user })).json()) as Array<{ points: number; campaignId: string; redeemBy: string }>
    expect(transfers).toEqual([expect.objectContaining({ points: 10, campaignId, redeemBy: "2027-05-15" })])
    const statement = (await (await s.fetch(`/api/me/statement?campaignId=${campaignId}`, { as: user })).json()) as Array<{ kind: string; points: number }>
    expect(statement.filter((l) => l.kind === "debit.transfer").map((l) => l.points)).toEqual([-10])
  })
})

describe("inbox", () => {
  it("shows the unread count in the menu, the messages of my audits, and marks them read", async () => {
    const user = "br-012"
    const before = ((await (await s.fetch("/api/me/inbox/unread", { as: user })).json()) as { count: number }).count
    expect(before).toBeGreaterThan(0)
    for (const viewport of widths) {
      ;({ context, page } = await newPage(s.url, viewport))
      await logIn(page, user)
      await page.waitForURL((u) => u.pathname !== "/")
      await page.locator("#main-nav").waitFor({ state: "attached" })
      if (viewport.name === "phone") await page.getByRole("button", { name: "Menu" }).click()
      // The menu's entry says how many are unread, in words for a screen reader.
      await page.getByRole("link", { name: `Mensagens (${before} ${before === 1 ? "não lida" : "não lidas"})`, exact: true }).click()
      await page.getByRole("heading", { name: "Mensagens", level: 1 }).waitFor()
      await page.getByRole("list", { name: "Mensagens" }).getByText(/Uma venda sua foi aprovada|Sua venda foi reprovada/).first().waitFor()
      await expectAccessible(page)
      await screenshot(page, "inbox", viewport)
      if (viewport.name === "desktop") {
        await page.getByRole("button", { name: "Marcar todas como lidas" }).click()
        await page.getByRole("button", { name: "Marcar todas como lidas" }).waitFor({ state: "detached" })
        await page.getByRole("link", { name: "Mensagens", exact: true }).waitFor()
        await screenshot(page, "inbox-read", viewport)
      }
      await context.close()
    }
    expect(((await (await s.fetch("/api/me/inbox/unread", { as: user })).json()) as { count: number }).count).toBe(0)
  })
})

describe("badges", () => {
  it("shows on the profile the badges earned with their date and how to earn the others", async () => {
    const user = "br-012"
    const mine = (await (await s.fetch("/api/me/badges", { as: user })).json()) as Array<{ badge: string; earnedAt: string | null }>
    expect(mine.find((b) => b.badge === "first_sale")?.earnedAt).not.toBeNull()
    for (const viewport of widths) {
      ;({ context, page } = await newPage(s.url, viewport))
      await logIn(page, user)
      await page.waitForURL((u) => u.pathname !== "/")
      await page.goto("/profile/badges")
      const list = page.getByRole("list", { name: "Medalhas" })
      await list.getByText("Primeira venda").waitFor()
      await list.getByText(/Conquistada em \d{2}\/\d{2}\/\d{4}/).first().waitFor()
      expect(await list.getByText("Ainda não conquistada").count()).toBe(mine.filter((b) => b.earnedAt === null).length)
      await expectAccessible(page)
      await screenshot(page, "badges", viewport)
      await context.close()
    }
  })
})
