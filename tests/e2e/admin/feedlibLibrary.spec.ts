import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { tinyDocx } from "../../../fixtures/demo/feedlibLibrary.ts"
import type { DemoServer } from "./support/demoServer.ts"
import { check, closeConsole, openConsole } from "./support/pages.ts"

// The console's library upload (issue 46, library leftover): a Word document is uploaded with
// `purpose=library` and added under its kind; a renamed executable is refused in words.
let s: DemoServer
let page: Page
beforeAll(async () => void ({ s, page } = await openConsole({ as: "admin" })), 120_000)
afterAll(() => closeConsole(s))

const fileInput = () => page.locator('input[type="file"]')

describe("office files in the console's library", () => {
  it("uploads a .docx for the library and adds it as a document; refuses an executable called .docx", async () => {
    await page.goto(`${s.url}/admin/#/library-files/create`)
    await fileInput().waitFor({ state: "attached" })
    await fileInput().setInputFiles({ name: "contrato.docx", mimeType: "application/octet-stream", buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, ...new Array<number>(600).fill(0)]) })
    await page.getByRole("alert").filter({ hasText: ".docx" }).waitFor()

    await fileInput().setInputFiles({ name: "politica-de-trocas.docx", mimeType: "application/octet-stream", buffer: Buffer.from(tinyDocx("Trocas em até 7 dias.")) })
    await expect.poll(() => page.locator('input[name="fileName"]').inputValue()).toBe("politica-de-trocas.docx")
    await page.locator('input[name="libraryFileId"]').fill("politica-trocas")
    await page.locator('input[name="category"]').fill("Manuais")
    await page.getByRole("combobox", { name: "Client" }).click()
    await page.getByRole("option", { name: "Academia Vitrine" }).click()
    await check(page, "feedlib-library-create")
    await page.getByRole("button", { name: "Save" }).click()
    await page.waitForURL((u) => u.hash.startsWith("#/library-files/politica-trocas/show"))
    const row = s.programme.db
      .prepare("SELECT l.kind, f.content_type AS contentType FROM library_files l JOIN files f ON f.file_id = l.file_id WHERE l.library_file_id = ?")
      .get("politica-trocas")
    expect(row).toEqual({ kind: "document", contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" })
  }, 120_000)
})
