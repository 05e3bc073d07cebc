import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { setUpNewsCovers } from "../../../adapters/demo/newsCovers.ts"
import type { TestServer } from "../../support/server.ts"
import { check, logIn as adminLogIn } from "../admin/support/pages.ts"
import { expectAccessible, logIn, newPage, openMenuLink, screenshot, widths, type Viewport } from "./support/browser.ts"
import { startDemoServer } from "./support/demoServer.ts"

// News, FAQ and support end to end (issue 46), at a phone's and a desktop's width: a demo learner
// reads the news (covers drawn as `vitrine demo` draws them), lands on an article from
// webservice-login, reads the FAQ and writes to support; an article with a script never runs it;
// the console authors news and FAQ and lists the message in the support inbox. axe on every screen.
let s: TestServer
const contexts: Array<BrowserContext> = []
beforeAll(async () => {
  s = await startDemoServer()
  await setUpNewsCovers(s.programme.db)
})
afterAll(() => s.close())
afterEach(async () => {
  for (const c of contexts.splice(0)) await c.close()
})

const open = async (viewport: Viewport): Promise<Page> => {
  const { context, page } = await newPage(s.url, viewport)
  contexts.push(context)
  return page
}

/** A Brazilian learner of the one client (Vitrine Varejo: news on), a different one per width. */
const learnerAt = (viewport: Viewport) => (viewport.name === "phone" ? "br-020" : "br-021")

const adminPost = (path: string, body: unknown) =>
  s.fetch(`/api/admin/${path}`, { as: "admin", method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })

describe("news, FAQ and support", () => {
  for (const viewport of widths) {
    it(`a learner reads the news and an article, opened from webservice-login too (${viewport.name})`, async () => {
      const page = await open(viewport)
      await logIn(page, learnerAt(viewport))
      await page.waitForURL("**/home")
      await openMenuLink(page, "Notícias")
      await page.getByRole("heading", { name: "Notícias", level: 1 }).waitFor()
      await page.locator("img.news-thumb").first().waitFor()
      // Brazil's and everyone's articles; not Argentina's.
      await page.getByRole("link", { name: "Dia das Mães: notebooks valem pontos extras" }).waitFor()
      expect(await page.getByRole("link", { name: "Día de la Madre: puntos extra en notebooks" }).count()).toBe(0)
      await expectAccessible(page)
      await screenshot(page, "news", viewport)

      await page.getByRole("link", { name: "Vitrine 2026: o que muda no programa" }).click()
      await page.getByRole("heading", { name: "Vitrine 2026: o que muda no programa" }).waitFor()
      await page.locator("img.article-cover").waitFor()
      await page.getByText("cursos on-line com certificado verificável").waitFor()
      await expectAccessible(page)
      await screenshot(page, "news-article", viewport)

      await page.goto("/webservice-login?module=news_single&id=seguranca-da-conta")
      await page.waitForURL("**/news/seguranca-da-conta")
      await page.getByRole("heading", { name: "Proteja sua conta" }).waitFor()
    }, 120_000)

    it(`a <script> in an article never runs (${viewport.name})`, async () => {
      const id = `script-${viewport.name}`
      const body = `<p>Texto seguro.</p><script>window.__pwned = true; document.title = "HACKED"</script><img src="https://example.invalid/x.png" onerror="window.__pwned = true" alt="x"><a href="javascript:window.__pwned=true">clique</a>`
      expect((await adminPost("news", { id, title: `Artigo com script ${viewport.name}`, body })).status).toBe(201)
      expect((await adminPost(`news/${id}/publish`, {})).status).toBe(200)
      const page = await open(viewport)
      await logIn(page, learnerAt(viewport))
      await page.waitForURL("**/home")
      await page.goto(`/news/${id}`)
      await page.getByText("Texto seguro.").waitFor()
      await page.getByRole("link", { name: "clique" }).click().catch(() => undefined)
      expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined()
      expect(await page.title()).not.toBe("HACKED")
      expect(await page.locator(".article-body script, .article-body [onerror]").count()).toBe(0)
    }, 120_000)

    it(`a learner reads the FAQ and writes to support; the console lists the message (${viewport.name})`, async () => {
      const page = await open(viewport)
      await logIn(page, learnerAt(viewport))
      await page.waitForURL("**/home")
      await openMenuLink(page, "Ajuda e suporte")
      await page.getByRole("heading", { name: "Pontos", level: 2 }).waitFor()
      await page.getByText("Quando meus pontos são confirmados?").click()
      await page.getByText("Depois que a auditoria aprova a nota fiscal.").waitFor()
      await expectAccessible(page)
      await screenshot(page, "support", viewport)

      await page.getByRole("link", { name: "Escreva para o suporte" }).click()
      await page.getByRole("heading", { name: "Fale conosco" }).waitFor()
      const subject = `Venda não apareceu (${viewport.name})`
      await page.getByLabel("Assunto").fill(subject)
      await page.getByLabel("Mensagem").fill("Lancei a nota ontem e não vejo os pontos.")
      await expectAccessible(page)
      await screenshot(page, "contact-us", viewport)
      await page.getByRole("button", { name: "Enviar mensagem" }).click()
      // Friday 15 May 2026 in Brazil: seven working days on (no national holiday) is Tuesday 26 May.
      await page.getByText("Mensagem enviada. Você recebe a resposta até 26/05/2026 (7 dias úteis).").waitFor()
      await expectAccessible(page)
      await screenshot(page, "contact-sent", viewport)

      const admin = await open(viewport)
      await adminLogIn(admin, s.url, "admin")
      await admin.goto(`${s.url}/admin/#/contact-messages`)
      await admin.getByText(subject).first().click()
      await admin.getByText("Lancei a nota ontem e não vejo os pontos.", { exact: true }).waitFor()
      await admin.getByText("Message sent to support").waitFor()
      await check(admin, `contact-message-${viewport.name}`)
    }, 180_000)

    it(`the console authors news and the FAQ (${viewport.name})`, async () => {
      const admin = await open(viewport)
      await adminLogIn(admin, s.url, "admin")
      await admin.goto(`${s.url}/admin/#/news`)
      await admin.getByText("Proteja sua conta").first().waitFor()
      await check(admin, `news-list-${viewport.name}`)
      await admin.goto(`${s.url}/admin/#/news/create`)
      const id = `console-${viewport.name}`
      await admin.getByLabel("Article id").fill(id)
      await admin.getByLabel("Title").fill(`Feira de ${viewport.name}`)
      await admin.getByLabel("Body (HTML)").fill("<p>Venha à <strong>feira</strong>.</p>")
      // The preview frame is sandboxed with scripts off (nothing typed runs in the console): read
      // what it renders from its document, as the automation cannot enter a frame without scripts.
      const preview = admin.locator("iframe[title='Preview']")
      await expect.poll(() => preview.getAttribute("srcdoc")).toContain("<p>Venha à <strong>feira</strong>.</p>")
      expect(await preview.getAttribute("sandbox")).toBe("")
      await check(admin, `news-create-${viewport.name}`)
      await admin.getByRole("button", { name: "Save" }).click()
      await admin.getByRole("button", { name: "Publish" }).click()
      await admin.locator(".MuiSnackbarContent-message", { hasText: "Article published" }).waitFor()
      await admin.getByText("News published").waitFor()
      await check(admin, `news-edit-${viewport.name}`)
      const mine = (await (await s.fetch("/api/me/news", { as: "br-022" })).json()) as Array<{ id: string }>
      expect(mine.map((n) => n.id)).toContain(id)

      await admin.goto(`${s.url}/admin/#/faq-entries`)
      await admin.getByText("Quando meus pontos são confirmados?").first().waitFor()
      await check(admin, `faq-entries-${viewport.name}`)
      await admin.goto(`${s.url}/admin/#/faq-categories`)
      await admin.getByText("Minha conta").first().waitFor()
      await check(admin, `faq-categories-${viewport.name}`)
    }, 180_000)
  }
})
