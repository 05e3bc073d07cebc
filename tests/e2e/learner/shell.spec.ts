import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { png } from "../../support/images.ts"
import type { TestServer } from "../../support/server.ts"
import { dismissCookies, expectAccessible, newPage, openMenuLink, screenshot, widths, type Viewport } from "./support/browser.ts"
import { demoPassword, startDemoServer } from "./support/demoServer.ts"

// The learner app's shell (issue 41, items 20, 22–24): the menu from the client's flags, a home
// that is always a real screen, the not-found screen inside the frame, the phone's drawer, the
// states of a failing API, the profile's sub-pages and the information pages.
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  s = await startDemoServer()
})
afterAll(() => s.close())
afterEach(() => context?.close())

const look = async (name: string, viewport: Viewport) => {
  await screenshot(page, name, viewport)
  await expectAccessible(page)
}

/** Logs in and, for a user of both companies, picks `company` on the client choice. */
const logInTo = async (viewport: Viewport, user: string, company: "Vitrine Varejo" | "Academia Vitrine") => {
  ;({ context, page } = await newPage(s.url, viewport))
  await page.goto("/")
  await page.getByLabel("Usuário ou e-mail").waitFor()
  await dismissCookies(page)
  await page.getByLabel("Usuário ou e-mail").fill(user)
  await page.getByLabel("Senha").fill(demoPassword)
  await page.getByRole("button", { name: "Entrar", exact: true }).click()
  const choice = page.getByRole("button", { name: `Entrar em ${company}` })
  await Promise.race([choice.waitFor(), page.waitForURL((u) => u.pathname !== "/")])
  if (await choice.isVisible()) await choice.click()
}

const menu = () => page.getByRole("navigation", { name: "Navegação principal" })
const menuLinks = async () => {
  await page.locator("#main-nav").waitFor({ state: "attached" })
  const toggle = page.getByRole("button", { name: "Menu" })
  if (await toggle.isVisible()) await toggle.click()
  await menu().getByRole("link").first().waitFor()
  // The inbox's entry carries its unread count ("Mensagens3 (3 não lidas)"): named here by its label.
  return (await menu().getByRole("link").allTextContents()).map((text) => text.replace(/^Mensagens.*$/, "Mensagens"))
}

describe.each(widths)("the shell at $width px", (viewport) => {
  it("an e-learning client lands on a real screen, sees only its modules and no loyalty screen", async () => {
    await logInTo(viewport, viewport.name === "phone" ? "br-008" : "br-009", "Academia Vitrine")
    // Its home route is /courses (→ online-courses, SPEC §2's redirect table): the catalogue.
    await page.waitForURL((u) => u.pathname === "/online-courses")
    await page.getByRole("heading", { name: "Cursos online", level: 1 }).waitFor()
    expect(await menuLinks()).toEqual(["Cursos online", "Trilhas", "Podcasts", "Biblioteca", "Aulas", "Mensagens", "Notícias", "Ajuda e suporte", "Perfil"])
    await page.goto("/profile/data")
    await page.getByRole("heading", { name: "Perfil: Meus dados" }).waitFor()
    // Loyalty is off for this client: no points sub-page, and the loyalty screens are not there.
    const sections = page.getByRole("navigation", { name: "Seções do perfil" })
    expect(await sections.getByRole("link").allTextContents()).toEqual(["Meus dados", "Medalhas", "Certificados", "Segurança", "Meus downloads", "Atividade"])
    await page.goto("/campaigns")
    await page.getByRole("heading", { name: "Página não encontrada" }).waitFor()
    expect(await page.getByRole("heading", { name: "Campanhas ativas" }).count()).toBe(0)
    // The not-found screen keeps the frame: the menu and "log out".
    await page.getByRole("button", { name: "Sair" }).waitFor()
    await look("shell-not-found-academy", viewport)
    // "Back home" is the client's real home screen, never this screen again.
    await page.getByRole("link", { name: "Voltar ao início" }).click()
    await page.waitForURL((u) => u.pathname === "/online-courses")
    await page.goto("/insert-sales")
    await page.getByRole("heading", { name: "Página não encontrada" }).waitFor()
  })

  it("a loyalty client's menu, the not-found screen in the frame, and the phone's drawer", async () => {
    await logInTo(viewport, viewport.name === "phone" ? "br-030" : "br-031", "Vitrine Varejo")
    await page.waitForURL("**/home")
    const toggle = page.getByRole("button", { name: "Menu" })
    // The frame comes with the screen's chunk, after the address: waited for, then looked at.
    if (viewport.width <= 400) {
      // A phone: one header row and a drawer, not a menu wrapping onto three rows.
      await toggle.waitFor()
      expect(await menu().isVisible()).toBe(false)
      // One row of 44 px controls (a second row would pass 100 px).
      expect((await page.locator("header.top").boundingBox())!.height).toBeLessThanOrEqual(64)
      expect(await toggle.getAttribute("aria-expanded")).toBe("false")
      await toggle.click()
      expect(await toggle.getAttribute("aria-expanded")).toBe("true")
      await menu().getByRole("link", { name: "Campanhas" }).waitFor()
      await look("shell-drawer-open", viewport)
      await menu().getByRole("link", { name: "Campanhas" }).click()
      await page.waitForURL("**/campaigns")
      // Choosing a screen closes the drawer.
      await expect.poll(() => menu().isVisible()).toBe(false)
    } else {
      await menu().waitFor()
      expect(await toggle.isVisible()).toBe(false)
      // A side column beside the screen, every module in sight without scrolling.
      const nav = (await menu().boundingBox())!
      const main = (await page.locator("main").boundingBox())!
      expect(nav.x + nav.width).toBeLessThanOrEqual(main.x)
      expect(nav.y + nav.height).toBeLessThanOrEqual(viewport.height)
    }
    expect(await menuLinks()).toEqual(["Início", "Campanhas", "Lançar venda", "Tabela de pontos", "Loja de prêmios", "Fotos da loja", "Eventos", "Transferir pontos", "Ranking", "Mensagens", "Notícias", "Ajuda e suporte", "Perfil"])
    await page.goto("/nothing-here")
    await page.getByRole("heading", { name: "Página não encontrada" }).waitFor()
    await page.getByRole("button", { name: "Sair" }).waitFor()
    await look("shell-not-found", viewport)
    await page.getByRole("link", { name: "Voltar ao início" }).click()
    await page.waitForURL("**/home")
    await page.getByRole("heading", { name: /Olá, / }).waitFor()
  })

  it("a failing API reads as a failure with a retry, never as nothing here", async () => {
    await logInTo(viewport, viewport.name === "phone" ? "br-032" : "br-033", "Vitrine Varejo")
    await page.waitForURL("**/home")
    const campaignsList = (url: URL) => url.pathname === "/api/me/campaigns"
    await page.route(campaignsList, (route) => route.fulfill({ status: 503, contentType: "application/json", body: "{}" }))
    await page.goto("/campaigns")
    const failed = page.getByRole("alert").filter({ hasText: "Não foi possível carregar." })
    await failed.waitFor()
    expect(await page.getByText("Nenhuma campanha.").count()).toBe(0)
    await look("shell-failed", viewport)
    await page.goto("/home")
    await page.getByRole("region", { name: "Campanha atual" }).getByRole("button", { name: "Tentar de novo" }).waitFor()
    expect(await page.getByText("Nenhuma campanha aberta no momento.").count()).toBe(0)
    // The API is back: the retry shows the campaign.
    await page.unroute(campaignsList)
    await page.getByRole("region", { name: "Campanha atual" }).getByRole("button", { name: "Tentar de novo" }).click()
    await page.getByRole("region", { name: "Campanha atual" }).getByRole("heading", { name: "O que fazer agora" }).waitFor()
  })

  it("offline, a sale is kept on the device, survives the page closing, and goes once when the connection returns", async () => {
    const user = viewport.name === "phone" ? "br-036" : "br-037"
    await logInTo(viewport, user, "Vitrine Varejo")
    await page.waitForURL("**/home")
    const mine = async (invoice: string) => (await (await s.fetch(`/api/me/sales?invoiceNumber=${invoice}`, { as: user })).json()) as Array<{ invoicePhotoFileId: string | null }>
    const fillSale = async (invoice: string) => {
      await page.getByLabel("Número da nota fiscal").fill(invoice)
      await page.getByLabel("Buscar produto").fill("dell")
      await page.getByRole("button", { name: /Adicionar produto: Dell/ }).first().click()
      await page.getByLabel("Foto da nota fiscal").setInputFiles({ name: "nota.png", mimeType: "image/png", buffer: await png() })
    }
    await openMenuLink(page, "Lançar venda")
    const first = `NF-OFF-${viewport.name}`
    await fillSale(first)
    await context.setOffline(true)
    await page.getByRole("button", { name: "Enviar venda" }).click()
    await page.getByText("Sem conexão: a venda ficou guardada neste aparelho", { exact: false }).waitFor()
    // Kept, the form is free for the next sale; the kept one is listed as waiting.
    expect(await page.getByLabel("Número da nota fiscal").inputValue()).toBe("")
    const kept = page.getByRole("region", { name: "Vendas guardadas neste aparelho" })
    await kept.getByText(`Nota ${first}`).waitFor()
    await kept.getByText("Aguardando conexão").waitFor()
    await look("insert-sales-offline", viewport)
    // The page closes before the connection returns (a phone's browser kills it in the background).
    await page.close()
    expect(await mine(first)).toHaveLength(0)
    await context.setOffline(false)
    page = await context.newPage()
    await page.goto("/insert-sales")
    await expect.poll(async () => (await mine(first)).length, { timeout: 20_000 }).toBe(1)
    expect((await mine(first))[0]!.invoicePhotoFileId).not.toBeNull()
    await expect.poll(() => page.getByRole("region", { name: "Vendas guardadas neste aparelho" }).count()).toBe(0)

    // While the form is open, the connection's return sends a kept sale and the form says so.
    const second = `NF-OFF2-${viewport.name}`
    await fillSale(second)
    await context.setOffline(true)
    await page.getByRole("button", { name: "Enviar venda" }).click()
    await page.getByText("Aguardando conexão").waitFor()
    await context.setOffline(false)
    await page.getByText(/Venda enviada: [\d.]+ pontos provisórios/).waitFor()
    expect(await mine(second)).toHaveLength(1)
    expect(await mine(first)).toHaveLength(1)
  })

  it("the profile's sub-pages, the statement first, and the FAQ by category with a way back", async () => {
    await logInTo(viewport, viewport.name === "phone" ? "br-034" : "br-035", "Vitrine Varejo")
    await page.waitForURL("**/home")
    await openMenuLink(page, "Perfil")
    await page.waitForURL("**/profile/points")
    await page.getByRole("heading", { name: "Perfil: Meus pontos" }).waitFor()
    // The statement comes first, before the level.
    const headings = await page.locator("main h2").allTextContents()
    expect(headings.slice(0, 2)).toEqual(["Extrato de pontos", "Nível e progresso"])
    const sections = page.getByRole("navigation", { name: "Seções do perfil" })
    expect(await sections.getByRole("link").allTextContents()).toEqual(["Meus pontos", "Meus dados", "Meus pedidos", "Medalhas", "Segurança", "Atividade"])
    await look("profile-points", viewport)
    // Each sub-page is short: no more 4,000 px profile.
    for (const [name, slug, heading] of [
      ["Meus dados", "data", "Preferências"],
      ["Meus pedidos", "orders", "Perfil: Meus pedidos"],
      ["Segurança", "security", "Alterar senha"]
    ] as const) {
      await sections.getByRole("link", { name }).click()
      await page.waitForURL(`**/profile/${slug}`)
      await page.getByText(heading, { exact: true }).first().waitFor()
      await look(`profile-${slug}`, viewport)
    }
    await page.goto("/points-table")
    await page.getByRole("heading", { name: "Tabela de pontos" }).waitFor()
    await page.getByRole("link", { name: "Perguntas frequentes" }).click()
    await page.getByRole("heading", { name: "Perguntas frequentes", level: 1 }).waitFor()
    expect(await page.locator("main h2").allTextContents()).toEqual(["Vendas", "Pontos e níveis", "Minha conta"])
    await page.getByText("Quando meus pontos são confirmados?").waitFor()
    await look("faq", viewport)
    await page.getByRole("button", { name: "Voltar" }).click()
    await page.waitForURL("**/points-table")
  })
})
