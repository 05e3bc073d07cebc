import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../support/server.ts"
import { expectAccessible, logInToAcademy, newPage, openMenuLink, screenshot, type Viewport, widths } from "./support/browser.ts"
import { startDemoServer } from "./support/demoServer.ts"

// Podcasts and the library (issue 46, items 1 and 2) for an academy learner, on a phone and a
// desktop: the demo's playlist (fixtures/demo/media.ts) with a player that resumes where the
// learner stopped after a screen change and a reload, and the library's filters, previews and download.
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  s = await startDemoServer(undefined, { content: true })
})
afterAll(() => s.close())
afterEach(() => context?.close())

/** br-001…br-010 follow the academy; each viewport takes its own, so nobody's progress is another's. */
const learnerFor = (viewport: Viewport, test: "podcasts" | "library") => `br-00${(viewport.name === "phone" ? 4 : 5) + (test === "library" ? 2 : 0)}`

const openAcademy = async (user: string, viewport: Viewport) => {
  ;({ context, page } = await newPage(s.url, viewport))
  await logInToAcademy(page, user)
}

const player = () => page.locator("audio[data-audio-id]")

describe("podcasts", () => {
  it("lists, searches and plays the academy's playlist, resuming where the learner stopped across screens and reloads", async () => {
    for (const viewport of widths) {
      const user = learnerFor(viewport, "podcasts")
      await openAcademy(user, viewport)
      await openMenuLink(page, "Podcasts")
      await page.getByRole("heading", { name: "Podcasts", level: 1 }).waitFor()
      await page.getByRole("link", { name: "Vendas em poucos minutos" }).waitFor()
      // The draft playlist is not the learners'.
      expect(await page.getByText("Lançamentos do trimestre").count()).toBe(0)
      await expectAccessible(page)
      await screenshot(page, "podcasts", viewport)

      await page.getByLabel("Buscar podcasts").fill("fechamento")
      await page.getByRole("button", { name: "Buscar", exact: true }).click()
      await page.waitForURL((u) => u.pathname === "/podcasts/search/fechamento")
      await page.getByText("Resultados para “fechamento”").waitFor()
      await page.getByRole("link", { name: "Vendas em poucos minutos" }).waitFor()
      await expectAccessible(page)
      await page.getByLabel("Buscar podcasts").fill("webinar")
      await page.getByRole("button", { name: "Buscar", exact: true }).click()
      await page.getByText("Nenhum podcast encontrado para “webinar”.").waitFor()

      await page.goto("/podcasts/vendas-em-minutos")
      await page.getByRole("heading", { name: "Vendas em poucos minutos", level: 1 }).waitFor()
      await page.getByRole("button", { name: "Ouvir Processadores: o que perguntar antes de indicar" }).click()
      await page.locator('audio[data-audio-id="ep2"][data-resumed="true"]').waitFor({ state: "attached" })
      await expectAccessible(page)
      await screenshot(page, "podcast-playlist", viewport)

      // The learner moves to 2.5 s: the position is remembered and reported at once (a seek).
      const reported = page.waitForResponse((r) => r.url().includes("/audios/ep2/progress") && r.request().method() === "PUT")
      await player().evaluate((a: HTMLAudioElement) => {
        a.currentTime = 2.5
      })
      expect((await reported).status()).toBe(200)
      const server = (await (await s.fetch("/api/me/podcasts/vendas-em-minutos", { as: user })).json()) as { audios: Array<{ audioId: string; positionSeconds: number }> }
      expect(server.audios.find((a) => a.audioId === "ep2")!.positionSeconds).toBe(2.5)

      // Another screen and back: the same audio, at the same place.
      await openMenuLink(page, "Biblioteca")
      await page.getByRole("heading", { name: "Biblioteca", level: 1 }).waitFor()
      await page.goBack()
      await page.locator('audio[data-audio-id="ep2"][data-resumed="true"]').waitFor({ state: "attached" })
      expect(await player().evaluate((a: HTMLAudioElement) => a.currentTime)).toBeCloseTo(2.5, 1)
      await page.getByText("Continuar de 0:02").waitFor()

      // A reload: still there.
      await page.reload()
      await page.locator('audio[data-audio-id="ep2"][data-resumed="true"]').waitFor({ state: "attached" })
      expect(await player().evaluate((a: HTMLAudioElement) => a.currentTime)).toBeCloseTo(2.5, 1)
      await context.close()
    }
  }, 240_000)

  it("shows an episode listened to its end as listened", async () => {
    // br-002 listened to the first episode to its end in the demo.
    await openAcademy("br-002", widths[0])
    await page.goto("/podcasts/vendas-em-minutos")
    await page.getByText("1 de 3 ouvidos").waitFor()
    await page.getByText("0:06 · Ouvido").waitFor()
  })
})

describe("library", () => {
  it("filters by category and kind, previews an image and a PDF, and downloads a file", async () => {
    for (const viewport of widths) {
      await openAcademy(learnerFor(viewport, "library"), viewport)
      await openMenuLink(page, "Biblioteca")
      await page.getByRole("heading", { name: "Biblioteca", level: 1 }).waitFor()
      await page.getByRole("status").getByText("6 arquivos").waitFor()
      await expectAccessible(page)
      await screenshot(page, "library", viewport)

      await page.getByLabel("Tipo de arquivo").selectOption("pdf")
      await page.getByRole("status").getByText("2 arquivos").waitFor()
      await page.getByLabel("Categoria").selectOption("Material de PDV")
      await page.waitForURL((u) => u.pathname === "/library/Material%20de%20PDV")
      await page.getByText("Nenhum arquivo com esses filtros.").waitFor()
      await page.getByLabel("Tipo de arquivo").selectOption("all")
      await page.getByRole("status").getByText("3 arquivos").waitFor()
      await page.getByRole("link", { name: "Abrir Cartaz da campanha" }).waitFor()
      await expectAccessible(page)

      await page.getByRole("link", { name: "Abrir Cartaz da campanha" }).click()
      await page.getByRole("heading", { name: "Cartaz da campanha", level: 1 }).waitFor()
      const image = page.getByRole("img", { name: "Visualização de Cartaz da campanha" })
      await image.waitFor()
      await page.waitForFunction(() => (document.querySelector("img.library-preview") as HTMLImageElement | null)?.naturalWidth === 600)
      await expectAccessible(page)
      await screenshot(page, "library-image", viewport)

      await page.goto("/libraries/manual-vendedor")
      await page.getByRole("heading", { name: "Manual do vendedor", level: 1 }).waitFor()
      await page.getByText("Página 1 de 1").waitFor()
      await expectAccessible(page)
      await screenshot(page, "library-pdf", viewport)
      const download = page.waitForEvent("download")
      await page.getByRole("link", { name: "Baixar manual-do-vendedor.pdf" }).click()
      expect((await download).suggestedFilename()).toBe("manual-do-vendedor.pdf")
      await context.close()
    }
  }, 240_000)

  it("answers another client's or an unknown file as not found, in words", async () => {
    await openAcademy(learnerFor(widths[0], "library"), widths[0])
    await page.goto("/libraries/nao-existe")
    await page.getByRole("alert").getByText("Não encontramos o arquivo nao-existe na biblioteca.").waitFor()
    await expectAccessible(page)
  })
})
