import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { DemoServer } from "./support/demoServer.ts"
import { check, closeConsole, openConsole, rows } from "./support/pages.ts"

// Podcasts and the library in the console (issue 46, items 1, 2 and 7), over the demo's academy
// content (fixtures/demo/media.ts), the built app and the real server.
let s: DemoServer
let page: Page
beforeAll(async () => void ({ s, page } = await openConsole({ as: "admin" })), 120_000)
afterAll(() => closeConsole(s))

const go = (hash: string) => page.goto(`${s.url}/admin/#${hash}`)

describe("podcasts and the library in the console", () => {
  it("lists the playlists, shows one's audios and its listening report, and says why an empty one is not published", async () => {
    await go("/playlists")
    await rows(page).filter({ hasText: "Vendas em poucos minutos" }).waitFor()
    expect(await rows(page).count()).toBe(2)
    await check(page, "playlists")

    await go("/playlists/vendas-em-minutos/show")
    await page.getByText("Processadores: o que perguntar antes de indicar").waitFor()
    await check(page, "playlist-audios")
    await page.getByRole("tab", { name: "Listening report" }).click()
    const report = rows(page).filter({ hasText: "br-002" })
    await expect.poll(() => report.count()).toBe(2)
    await check(page, "playlist-report")

    await go("/playlists/lancamentos/show")
    await page.getByRole("button", { name: "Publish" }).click()
    await page.getByText("Add at least one audio to the playlist lancamentos before publishing it.").waitFor()
  }, 120_000)

  it("lists the library with its kinds, filters by kind and removes a file from the learners' library", async () => {
    await go("/library-files")
    await rows(page).filter({ hasText: "Manual do vendedor" }).waitFor()
    expect(await rows(page).count()).toBe(6)
    await check(page, "library-files")
    await go(`/library-files?filter=${encodeURIComponent(JSON.stringify({ kind: "image" }))}`)
    await expect.poll(() => rows(page).count()).toBe(1)
    await go("/library-files/guia-notebooks/show")
    await page.getByRole("button", { name: "Remove from library" }).click()
    await page.getByText("File removed from the library").waitFor()
    const removed = s.programme.db.prepare("SELECT library_file_id AS id FROM library_files WHERE removed = 1").all()
    expect(removed).toEqual([{ id: "guia-notebooks" }])
  }, 120_000)
})
