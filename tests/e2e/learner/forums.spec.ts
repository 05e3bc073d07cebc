import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../support/server.ts"
import { expectAccessible, logInToAcademy, newPage, screenshot, type Viewport, widths } from "./support/browser.ts"
import { startDemoServer } from "./support/demoServer.ts"

// A course's forum (issue 46, item 6) over the demo: the academy's learners br-001 and br-007 are
// enrolled in the processors course, whose forum holds an open topic (br-008's) and a closed one.
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  s = await startDemoServer()
})
afterAll(() => s.close())
afterEach(() => context?.close())

const courseId = "br-processadores-notebooks"
const learnerOf: Record<Viewport["name"], string> = { phone: "br-001", desktop: "br-007" }

const signIn = async (viewport: Viewport) => {
  ;({ context, page } = await newPage(s.url, viewport))
  await logInToAcademy(page, learnerOf[viewport.name])
}

/** Whether anything a post carried ran: the script would set it, and so would the image's handler. */
const ran = () => page.evaluate(() => (window as unknown as { forumHacked?: number }).forumHacked)

describe.each(widths)("the course forum at $width px", (viewport) => {
  it("opens from the course page, takes a new topic whose script never runs, a reply, an edit, a report and a delete", async () => {
    await signIn(viewport)
    await page.goto(`/online-courses/${courseId}`)
    await page.getByRole("link", { name: "Fórum do curso" }).click()
    await page.getByRole("heading", { name: "Fórum do curso", level: 1 }).waitFor()
    await page.getByRole("link", { name: "i5 ou i7 para quem trabalha com planilhas?" }).waitFor()
    await screenshot(page, "forum-topics", viewport)
    await expectAccessible(page)

    // A new topic whose body carries a script and an image handler: the page shows its text, runs neither.
    const title = `Dúvida de ${viewport.name}: cooler do notebook`
    await page.getByRole("button", { name: "Novo tópico" }).click()
    await page.getByLabel("Título").fill(title)
    await page.getByLabel("Mensagem").fill('<p>O cooler faz barulho.</p><script>window.forumHacked = 1</script><img src="x" onerror="window.forumHacked = 2" alt="">')
    await screenshot(page, "forum-new-topic", viewport)
    await expectAccessible(page)
    await page.getByRole("button", { name: "Publicar tópico" }).click()
    await page.getByRole("heading", { name: title, level: 1 }).waitFor()
    await page.getByText("O cooler faz barulho.").waitFor()
    expect(await ran()).toBeUndefined()
    expect(await page.locator(".post-body script").count()).toBe(0)

    // A reply, then its edit.
    await page.getByLabel("Sua resposta").fill("Limpei as entradas de ar e melhorou.")
    await page.getByRole("button", { name: "Enviar resposta" }).click()
    await page.getByText("Limpei as entradas de ar e melhorou.").waitFor()
    await page.getByRole("button", { name: "Editar" }).last().click()
    await page.getByLabel("Editar mensagem").fill("Limpei as entradas de ar e o barulho sumiu.")
    await page.getByRole("button", { name: "Salvar" }).click()
    await page.getByText("Limpei as entradas de ar e o barulho sumiu.").waitFor()
    await page.getByText(/^editada em/).waitFor()
    await screenshot(page, "forum-topic", viewport)
    await expectAccessible(page)

    // Deleting the opening post deletes the topic, after a confirmation that says so.
    await page.getByRole("button", { name: "Apagar" }).first().click()
    const dialog = page.getByRole("dialog", { name: "Apagar esta mensagem?" })
    await dialog.getByText("o tópico inteiro, com as respostas, será apagado").waitFor()
    await screenshot(page, "forum-delete-dialog", viewport)
    await expectAccessible(page)
    await dialog.getByRole("button", { name: "Apagar" }).click()
    await page.getByRole("heading", { name: "Fórum do curso", level: 1 }).waitFor()
    await page.getByRole("link", { name: "i5 ou i7 para quem trabalha com planilhas?" }).waitFor()
    expect(await page.getByRole("link", { name: title }).count()).toBe(0)

    // Another's post is reported to the moderators after a confirmation; it cannot be edited here.
    await page.getByRole("link", { name: "i5 ou i7 para quem trabalha com planilhas?" }).click()
    const opening = page.locator(".post.opening")
    await opening.getByText("Vale a diferença de preço do i7?").waitFor()
    expect(await opening.getByRole("button", { name: "Editar" }).count()).toBe(0)
    await opening.getByRole("button", { name: "Denunciar" }).click()
    const report = page.getByRole("dialog", { name: "Denunciar esta mensagem?" })
    await report.waitFor()
    await expectAccessible(page)
    await report.getByRole("button", { name: "Denunciar" }).click()
    await opening.getByText("Denunciada aos moderadores").waitFor()
    const queue = s.programme.db.prepare("SELECT reports FROM forum_posts WHERE topic_id = 'forum-i5-i7' AND post_id = 'forum-i5-i7'").pluck().get() as number
    expect(queue).toBeGreaterThanOrEqual(1)
  })

  it("shows a closed topic without a reply form, and says why", async () => {
    await signIn(viewport)
    await page.goto(`/online-courses/${courseId}/forum/forum-material-modulo-2`)
    await page.getByRole("heading", { name: "Onde está o material de apoio do módulo 2?", level: 1 }).waitFor()
    await page.getByText("Este tópico foi fechado pela moderação").waitFor()
    expect(await page.getByLabel("Sua resposta").count()).toBe(0)
    await screenshot(page, "forum-closed-topic", viewport)
    await expectAccessible(page)
  })
})
