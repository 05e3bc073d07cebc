import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { parseIcs } from "../../support/ics.ts"
import type { TestServer } from "../../support/server.ts"
import { expectAccessible, logInToAcademy, newPage, openMenuLink, screenshot, type Viewport, widths } from "./support/browser.ts"
import { startDemoServer } from "./support/demoServer.ts"

// Classes (issue 45) for an academy learner, on a phone and a desktop: the demo's weekly webinar
// (fixtures/demo/classes.ts) subscribed to after a confirmation, its .ics downloaded and read back,
// the lounge linked, then the seat given back after another confirmation.
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  s = await startDemoServer()
})
afterAll(() => s.close())
afterEach(() => context?.close())

/** Each viewport takes its own academy learner (br-007, br-008), so nobody's seat is another's. */
const learnerFor = (viewport: Viewport) => `br-00${viewport.name === "phone" ? 7 : 8}`

const openAcademy = async (user: string, viewport: Viewport) => {
  ;({ context, page } = await newPage(s.url, viewport))
  await logInToAcademy(page, user)
}

describe("webinars", () => {
  it("subscribes to the demo's webinar after a confirmation, downloads its .ics, unsubscribes", async () => {
    for (const viewport of widths) {
      await openAcademy(learnerFor(viewport), viewport)
      await openMenuLink(page, "Aulas")
      await page.getByRole("heading", { name: "Webinars", level: 1 }).waitFor()
      await page.getByRole("link", { name: "Lançamentos da linha de notebooks" }).click()
      await page.getByRole("heading", { name: "Lançamentos da linha de notebooks", level: 1 }).waitFor()
      await page.getByText("Inscrições abertas").waitFor()
      await page.getByText("Toda semana, 4 encontros").waitFor()
      expect(await page.getByRole("link", { name: "Ir para a sala do webinar" }).getAttribute("href")).toBe("/webinars-lounge/br-webinar-lancamentos")
      await expectAccessible(page)
      await screenshot(page, "classes-webinar", viewport)

      await page.getByRole("button", { name: "Inscrever-me" }).click()
      const confirm = page.getByRole("dialog", { name: "Confirmar inscrição" })
      await confirm.waitFor()
      await expectAccessible(page)
      await confirm.getByRole("button", { name: "Inscrever-me" }).click()
      await page.getByText("Você está inscrito").waitFor()
      await page.getByRole("link", { name: "Entrar na sala (link da videoconferência)" }).waitFor()

      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Adicionar à agenda (.ics)" }).click()])
      // The browser runs apart from the test: the file is read through its stream.
      const chunks: Array<Buffer> = []
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
      const { zones, events } = parseIcs(Buffer.concat(chunks).toString("utf8"))
      expect(zones).toEqual(["America/Sao_Paulo"])
      expect(events[0]).toMatchObject({ summary: "Lançamentos da linha de notebooks", tzid: "America/Sao_Paulo", rrule: { freq: "WEEKLY", count: 4 } })
      expect(events[0]!.localStart.slice(11)).toBe("19:00:00")

      await page.getByRole("button", { name: "Cancelar inscrição" }).click()
      const leave = page.getByRole("dialog", { name: "Cancelar a inscrição?" })
      await leave.waitFor()
      await leave.getByRole("button", { name: "Cancelar inscrição" }).click()
      await page.getByRole("button", { name: "Inscrever-me" }).waitFor()
      expect(await page.getByText("Você está inscrito").count()).toBe(0)
      await expectAccessible(page)
      await context.close()
    }
  })
})
