import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { loungeHubOf } from "../../../adapters/http/lounge/hub.ts"
import { demoLoungeId } from "../../../fixtures/demo/lounge.ts"
import type { TestServer } from "../../support/server.ts"
import { expectAccessible, logIn, logInToAcademy, newPage, screenshot, type Viewport, widths } from "./support/browser.ts"
import { startDemoServer } from "./support/demoServer.ts"

// The webinar lounge (issue 45, item 3) over the demo: its Brazilian lounge holds chat lines by
// br-001 … br-004 and br-004's answered question. Two learners, each in a browser context of their
// own, watch it together: what one writes reaches the other through the server's event stream.
let s: TestServer
const contexts: Array<BrowserContext> = []
beforeAll(async () => {
  s = await startDemoServer()
})
afterAll(() => s.close())
afterEach(async () => {
  for (const c of contexts.splice(0)) await c.close()
})

/** Different learners at each width: the rate limit counts each one's lines. */
const pairs: Record<Viewport["name"], readonly [string, string]> = { phone: ["br-001", "br-002"], desktop: ["br-003", "br-005"] }

const joinLounge = async (viewport: Viewport, userId: string): Promise<Page> => {
  const { context, page } = await newPage(s.url, viewport)
  contexts.push(context)
  await logInToAcademy(page, userId, "any")
  await page.goto(`/webinars-lounge/${demoLoungeId}`)
  await page.getByRole("heading", { name: "Lançamentos 2026: notebooks para o varejo", level: 1 }).waitFor()
  await page.getByRole("status").filter({ hasText: "Ao vivo" }).waitFor()
  return page
}

const chat = (page: Page) => page.getByRole("list", { name: "Chat" })
const questions = (page: Page) => page.getByRole("list", { name: "Perguntas" })

describe.each(widths)("the webinar lounge at $width px", (viewport) => {
  it("brings a question asked in one browser to the other within a second, and resumes a dropped connection with what it missed", async () => {
    const [asker, watcher] = pairs[viewport.name]
    const a = await joinLounge(viewport, asker)
    const b = await joinLounge(viewport, watcher)

    // The demo's lines and its answered question, with the instructor's answer.
    await chat(a).getByText("Boa noite, pessoal! Cheguei cedo.").waitFor()
    await questions(a).getByText("Os novos modelos já entram na tabela de pontos desta campanha?").waitFor()
    await questions(a).getByText(/pontuação em dobro no primeiro mês/).waitFor()
    await a.getByRole("link", { name: "Assistir à transmissão (abre em outra aba)" }).waitFor()
    await screenshot(a, "lounge", viewport)
    await expectAccessible(a)

    // A question asked in A is on B's screen within a second, marked as A's own on A's.
    const question = `Pergunta de ${viewport.name}: qual a bateria do modelo de 14"?`
    await a.getByLabel("Sua pergunta ao instrutor").fill(question)
    await a.getByRole("button", { name: "Perguntar" }).click()
    await expect.poll(() => questions(b).getByText(question).count(), { timeout: 1_000 }).toBe(1)
    await questions(a).getByRole("listitem").filter({ hasText: question }).getByText("Sua pergunta").waitFor()
    expect(await questions(b).getByRole("listitem").filter({ hasText: question }).getByText("Sua pergunta").count()).toBe(0)

    // B drops off (its network gone, its connection cut): its screen says it is reconnecting; A writes twice meanwhile.
    await b.context().setOffline(true)
    loungeHubOf(s.programme).endAll()
    await b.getByRole("status").filter({ hasText: "Reconectando…" }).waitFor()
    const missed = [`Perdida 1 (${viewport.name})`, `Perdida 2 (${viewport.name})`]
    for (const line of missed) {
      await a.getByLabel("Sua mensagem").fill(line)
      await a.getByRole("button", { name: "Enviar" }).click()
      await chat(a).getByText(line).waitFor()
    }
    await screenshot(b, "lounge-reconnecting", viewport)
    // Back online, B resumes from its last event: both lines, once each, in order.
    await b.context().setOffline(false)
    await b.getByRole("status").filter({ hasText: "Ao vivo" }).waitFor({ timeout: 15_000 })
    await chat(b).getByText(missed[1]!).waitFor()
    const lines = await chat(b).getByRole("listitem").allInnerTexts()
    expect(lines.filter((l) => missed.some((m) => l.includes(m)))).toEqual([expect.stringContaining(missed[0]!), expect.stringContaining(missed[1]!)])
    await screenshot(b, "lounge-resumed", viewport)
    await expectAccessible(b)
  })
})

describe("a lounge that is not for the learner", () => {
  it("reads as not found, never as an error", async () => {
    const { context, page } = await newPage(s.url, widths[0])
    contexts.push(context)
    await logIn(page, "br-001")
    await page.waitForURL((u) => u.pathname !== "/")
    await page.goto("/webinars-lounge/no-such-webinar")
    await page.getByRole("heading", { name: "Sala não encontrada" }).waitFor()
  })
})

describe.each(widths)("a learner not subscribed to the webinar at $width px", (viewport) => {
  it("is told to subscribe first, with a link to the webinar's page", async () => {
    // br-007 is of the Academia Vitrine but not subscribed to the demo webinar.
    const { context, page } = await newPage(s.url, viewport)
    contexts.push(context)
    await logInToAcademy(page, "br-007", "any")
    await page.goto(`/webinars-lounge/${demoLoungeId}`)
    await page.getByRole("heading", { name: "Inscreva-se no webinar primeiro", level: 1 }).waitFor()
    const link = page.getByRole("link", { name: "Ir para o webinar" })
    expect(await link.getAttribute("href")).toBe(`/webinars/${demoLoungeId}`)
    // The shell may still settle (its language, its menu) after the first paint: the screen is shot once it shows the message again.
    await page.getByRole("heading", { name: "Inscreva-se no webinar primeiro", level: 1 }).waitFor()
    await screenshot(page, "lounge2-subscribe-first", viewport)
    await expectAccessible(page)
    await link.click()
    await page.waitForURL((u) => u.pathname === `/webinars/${demoLoungeId}`)
  })
})
