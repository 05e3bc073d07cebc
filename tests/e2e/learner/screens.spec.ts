import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../support/server.ts"
import { dismissCookies, expectAccessible, newPage, screenshot, widths } from "./support/browser.ts"
import { demoPassword, startDemoServer } from "./support/demoServer.ts"

// Every screen at a phone and a desktop width: a screenshot to look at, and axe on each.
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  s = await startDemoServer()
})
afterAll(() => s.close())
afterEach(() => context?.close())

const look = async (name: string, viewport: (typeof widths)[number], ready: () => Promise<unknown>) => {
  await ready()
  await screenshot(page, name, viewport)
  await expectAccessible(page)
}

const screens: ReadonlyArray<[name: string, path: string, heading: string | RegExp]> = [
  ["home", "/home", /Olá, /],
  ["campaigns", "/campaigns", "Campanhas ativas"],
  ["insert-sales", "/insert-sales", "Lançar venda"],
  ["my-sales", "/insert-sales?view=mine", "Minhas vendas"],
  ["points-table", "/points-table", "Tabela de pontos"],
  ["profile", "/profile/points", "Extrato de pontos"],
  ["about-the-program", "/about-the-program", "Sobre o programa"],
  ["faq", "/faq", "Perguntas frequentes"],
  ["terms-and-conditions", "/terms-and-conditions", "Termos e condições"],
  ["privacy-policy", "/privacy-policy", "Política de privacidade"],
  ["cookies", "/cookies", "Política de cookies"],
  ["contact-us", "/contact-us", "Fale conosco"],
  ["not-found", "/nothing-here", "Página não encontrada"]
]

/** br-002 (phone) and br-003 (desktop) belong to two clients: the client choice is on their way. */
const userAt = (viewport: (typeof widths)[number]) => (viewport.name === "phone" ? "br-002" : "br-003")

const logInAs = async (viewport: (typeof widths)[number], shoot = false) => {
  await page.goto("/")
  await page.getByLabel("Usuário ou e-mail").waitFor()
  await dismissCookies(page)
  await page.getByLabel("Usuário ou e-mail").fill(userAt(viewport))
  await page.getByLabel("Senha").fill(demoPassword)
  await page.getByRole("button", { name: "Entrar", exact: true }).click()
  const choice = page.getByRole("button", { name: "Entrar em Vitrine Varejo" })
  if (shoot) await look("client-choice", viewport, () => page.getByRole("heading", { name: "Escolha a empresa" }).waitFor())
  await Promise.race([choice.waitFor(), page.waitForURL((u) => u.pathname !== "/")])
  if (await choice.isVisible()) await choice.click()
  await page.waitForURL("**/home")
}

// Three tests per width, so that none runs long on a busy machine.
describe.each(widths)("every screen at $width px", (viewport) => {
  it("public screens and the client choice pass axe", async () => {
    ;({ context, page } = await newPage(s.url, viewport))
    await page.goto("/")
    await look("login-cookie-banner", viewport, () => page.getByRole("button", { name: "Aceitar todos" }).waitFor())
    // Both answers share one row, the preferences a link in the sentence: the banner leaves the screen to the page.
    const banner = await page.getByRole("region", { name: "Cookies" }).boundingBox()
    expect(banner!.height).toBeLessThanOrEqual(viewport.width <= 400 ? 170 : 120)
    await page.getByRole("button", { name: "Preferências" }).click()
    await look("cookie-preferences", viewport, () => page.getByLabel("Estatísticas").waitFor())
    await page.getByRole("button", { name: "Salvar preferências" }).click()
    await look("login", viewport, () => page.getByRole("heading", { name: "Entrar" }).waitFor())
    await page.goto("/institutional/about")
    await look("institutional-about", viewport, () => page.getByRole("heading", { name: "Sobre o programa" }).waitFor())
    await logInAs(viewport, true)
  })

  it.each([
    ["home, campaigns and the sale screens", screens.slice(0, 4)],
    ["the points table and the profile", screens.slice(4, 6)],
    ["the information pages and the not-found screen", screens.slice(6)]
  ])("%s pass axe", async (_, some) => {
    ;({ context, page } = await newPage(s.url, viewport))
    await logInAs(viewport)
    for (const [name, path, heading] of some) {
      await page.goto(path)
      await look(name, viewport, () => page.getByRole("heading", { name: heading }).first().waitFor())
    }
  })

  it("my sales page by page, and the views of an open and a previous campaign", async () => {
    ;({ context, page } = await newPage(s.url, viewport))
    await logInAs(viewport)
    // My sales come a page of 20 at a time, with the total from the API's Content-Range.
    const total = Number((await s.fetch("/api/me/sales?range=[0,0]", { as: userAt(viewport) })).headers.get("content-range")?.split("/")[1])
    await page.goto("/insert-sales?view=mine")
    const cards = page.getByRole("list", { name: "Minhas vendas" }).getByRole("listitem")
    await page.getByText(`${Math.min(20, total)} de ${total} vendas`).waitFor()
    expect(await cards.count()).toBe(Math.min(20, total))
    if (total > 20) {
      await page.getByRole("button", { name: "Mostrar mais vendas" }).click()
      await expect.poll(() => cards.count()).toBe(Math.min(40, total))
    }
    await page.goto("/campaigns")
    await page.getByRole("region", { name: "Campanhas ativas" }).getByRole("link", { name: /Ver campanha/ }).first().click()
    await look("campaign-view", viewport, () => page.getByRole("heading", { name: "Meus pontos nesta campanha" }).waitFor())
    await page.goto("/campaigns")
    await page.getByRole("region", { name: "Campanhas anteriores" }).getByRole("link", { name: /Ver campanha/ }).first().click()
    await look("campaign-view-previous", viewport, () => page.getByText("Encerrada").waitFor())
    await page.getByText(/Os pontos não usados expiraram/).waitFor()
  })
})
