import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { TestServer } from "../../support/server.ts"
import { expectAccessible, logInToAcademy, newPage, openMenuLink, screenshot, type Viewport, widths } from "./support/browser.ts"
import { startDemoServer } from "./support/demoServer.ts"

// Office documents in the library (issue 46, library leftover) on a phone and a desktop: an
// academy learner filters the demo library by "Documento", opens the Word document (no preview,
// said in words) and downloads it whole; the demo's zip is listed as "Compactado".
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  s = await startDemoServer(undefined, { content: true })
})
afterAll(() => s.close())
afterEach(() => context?.close())

/** br-001…br-010 follow the academy; the podcasts and library tests take 4 to 7. */
const learnerFor = (viewport: Viewport) => (viewport.name === "phone" ? "br-008" : "br-009")

const openAcademy = async (user: string, viewport: Viewport) => {
  ;({ context, page } = await newPage(s.url, viewport))
  await logInToAcademy(page, user)
}

describe("office files in the library", () => {
  it("filters the library to documents and downloads the demo's .docx", async () => {
    for (const viewport of widths) {
      await openAcademy(learnerFor(viewport), viewport)
      await openMenuLink(page, "Biblioteca")
      await page.getByRole("heading", { name: "Biblioteca", level: 1 }).waitFor()
      await page.getByLabel("Tipo de arquivo").selectOption("compressed")
      await page.getByRole("status").getByText("1 arquivo", { exact: true }).waitFor()
      await page.getByRole("link", { name: "Abrir Kit de PDV" }).waitFor()
      await page.getByLabel("Tipo de arquivo").selectOption("document")
      await page.getByRole("status").getByText("1 arquivo", { exact: true }).waitFor()
      await expectAccessible(page)
      await screenshot(page, "feedlib-library-documents", viewport)

      await page.getByRole("link", { name: "Abrir Roteiro de atendimento" }).click()
      await page.getByRole("heading", { name: "Roteiro de atendimento", level: 1 }).waitFor()
      await page.getByText("Documento", { exact: true }).waitFor()
      await expectAccessible(page)
      await screenshot(page, "feedlib-library-docx", viewport)
      const download = page.waitForEvent("download")
      await page.getByRole("link", { name: "Baixar roteiro-de-atendimento.docx" }).click()
      const file = await download
      expect(file.suggestedFilename()).toBe("roteiro-de-atendimento.docx")
      // The bytes are the Word package the demo made: a zip whose entries name it OOXML.
      // The browser is remote (one per run): the file is copied here to be read.
      const saved = join(mkdtempSync(join(tmpdir(), "feedlib-")), file.suggestedFilename())
      await file.saveAs(saved)
      const bytes = readFileSync(saved)
      expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK")
      expect(bytes.includes(Buffer.from("[Content_Types].xml"))).toBe(true)
      expect(bytes.includes(Buffer.from("word/document.xml"))).toBe(true)
      await context.close()
    }
  }, 240_000)
})
