import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { png } from "../../support/images.ts"
import type { TestServer } from "../../support/server.ts"
import { expectAccessible, logIn, newPage, openMenuLink, screenshot, widths } from "./support/browser.ts"
import { startDemoServer } from "./support/demoServer.ts"

// The learner's round on a phone: register to the campaign, report a sale with a photo, see the
// provisional points, and the confirmed ones once an admin approves the sale through the API.
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  s = await startDemoServer()
})
afterAll(() => s.close())
afterEach(() => context?.close())

interface Campaign {
  campaignId: string
  name: string
  status: string
  registration: { storeIds: Array<string> } | null
}
const campaignsOf = async (user: string): Promise<Array<Campaign>> => (await s.fetch("/api/me/campaigns?range=[0,99]", { as: user })).json() as Promise<Array<Campaign>>

/** A Brazilian learner of the demo not yet registered to the open campaign. */
const unregistered = async (): Promise<{ user: string; campaign: Campaign }> => {
  for (let n = 1; n <= 63; n++) {
    const user = `br-${String(n).padStart(3, "0")}`
    const open = (await campaignsOf(user)).find((c) => c.status === "open" && c.registration === null)
    if (open) return { user, campaign: open }
  }
  throw new Error("every BR learner is registered")
}

describe("loyalty", () => {
  it("registers to the campaign, reports a sale with a photo, and sees it confirmed after approval", async () => {
    const { user, campaign } = await unregistered()
    const viewport = widths[0]
    ;({ context, page } = await newPage(s.url, viewport))
    await logIn(page, user)
    const choice = page.getByRole("button", { name: "Entrar em Vitrine Varejo" })
    await Promise.race([choice.waitFor(), page.waitForURL((u) => u.pathname !== "/")])
    if (await choice.isVisible()) await choice.click()
    await page.waitForURL("**/home")
    await page.getByText("Inscreva-se na campanha para começar a pontuar.").waitFor()

    // Registration: the rules are shown inline before anything is sent.
    await page.getByRole("link", { name: "Inscrever-se" }).click()
    await page.getByRole("heading", { name: campaign.name }).waitFor()
    await page.getByRole("button", { name: "Inscrever-se" }).click()
    await page.getByText("Aceite o regulamento.").waitFor()
    await page.getByText("Escolha exatamente uma agência.").waitFor()
    await screenshot(page, "campaign-register-errors", viewport)
    await page.getByLabel("Li e aceito o regulamento da campanha").check()
    // The rules it asks to accept are there to read, without leaving the form (issue 41, item 24).
    await page.getByText("Ler o regulamento da campanha").click()
    await page.getByText("Cada nota fiscal só pode ser lançada uma vez.").waitFor()
    await page.locator('input[name="agency"]').first().check()
    await page.locator('input[name="brands"]').first().check()
    await page.locator("fieldset .chain input").first().check()
    await page.getByRole("button", { name: "Inscrever-se" }).click()
    await page.getByText("Escolha ao menos uma loja por rede escolhida.").waitFor()
    await page.locator(".check.nested input").first().check()
    await page.getByRole("button", { name: "Inscrever-se" }).click()
    // Success is said, with the way on to the sale form.
    await page.getByRole("status").filter({ hasText: `Inscrição feita em ${campaign.name}!` }).waitFor()
    // Once registered, the campaign's screen shows the registration instead of the form: the
    // agency, brands and stores by name, my points in it and the level thresholds.
    await page.getByText("Inscrição em").waitFor()
    const registration = page.getByRole("region", { name: "Sua inscrição" })
    await expect.poll(() => registration.locator("dd").count()).toBe(4)
    expect(await registration.locator("dd").first().textContent()).toBe("15/05/2026")
    await page.getByRole("region", { name: "Meus pontos nesta campanha" }).getByText("Os pontos não usados expiram").waitFor()
    await page.getByRole("table", { name: /XP para chegar/ }).waitFor()
    expect(await page.getByRole("button", { name: "Inscrever-se" }).count()).toBe(0)
    await screenshot(page, "campaign-registered", viewport)

    // The sale: a product from the points table, a quantity, the invoice photo.
    type Row = { sku: string; pointsPerUnit: number; brandName: string | null; courseTitle: string | null }
    const table = (await (await s.fetch(`/api/me/campaigns/${campaign.campaignId}/points-table?range=[0,499]`, { as: user })).json()) as Array<Row>
    const product = table.find((r) => r.brandName !== null)!
    const course = table.find((r) => r.sku.startsWith("course:"))
    await openMenuLink(page, "Lançar venda")
    // The form's rules, inline before anything is sent.
    await page.getByRole("button", { name: "Enviar venda" }).click()
    await page.getByText("Preencha este campo.").waitFor()
    await page.getByText("Adicione ao menos um produto.").waitFor()
    // The sale date reads in the locale's order (dd/mm/aaaa), with the 15-day rule explained.
    const date = page.getByLabel("Data da venda (dd/mm/aaaa)")
    expect(await date.inputValue()).toBe("15/05/2026")
    await page.getByText("A venda deve ser lançada em até 15 dias e antes do fim da campanha.").waitFor()
    await page.getByText("Hoje você pode lançar vendas feitas de 30/04/2026 a 15/05/2026.").waitFor()
    await date.fill("29/04/2026")
    await page.getByText("Esta venda tem mais de 15 dias e não pode ser lançada.").waitFor()
    await date.fill("31/04/2026")
    await page.getByText("Data inválida: use dd/mm/aaaa.").waitFor()
    await date.fill("30042026")
    expect(await date.inputValue()).toBe("30/04/2026")
    await screenshot(page, "insert-sales-errors", viewport)
    await page.getByLabel("Número da nota fiscal").fill("NF-E2E-1")
    // Products are found by brand and name, not only by code, and a search that finds none says so.
    const search = page.getByLabel("Buscar produto")
    await search.fill("xyzzy")
    await page.getByText("Nenhum produto encontrado para “xyzzy”.", { exact: false }).waitFor()
    // A course's training points are never a product to sell (issue 41, item 21).
    if (course?.courseTitle) {
      await search.fill(course.courseTitle)
      await page.getByText(`Nenhum produto encontrado para “${course.courseTitle}”.`, { exact: false }).waitFor()
    }
    await search.fill(`${product.brandName!.toLowerCase()} ${product.sku}`)
    await page.getByRole("button", { name: new RegExp(`Adicionar produto: ${product.brandName}`) }).click()
    // The line shows the product's name, not its code alone.
    expect(await page.locator(".line .sku").textContent()).toContain(product.brandName!)
    await page.getByLabel("Quantidade").fill("2")
    await page.getByLabel("Foto da nota fiscal").setInputFiles({ name: "nota.png", mimeType: "image/png", buffer: await png() })
    const estimate = await page.locator(".estimate").textContent()
    expect(estimate).toMatch(/Esta venda vai render [\d.]+ pontos/)
    await screenshot(page, "insert-sales-filled", viewport)
    await page.getByRole("button", { name: "Enviar venda" }).click()
    await page.getByText(/Venda enviada: [\d.]+ pontos provisórios/).waitFor()
    // Sent, the form is cleared for the next sale.
    expect(await page.getByLabel("Número da nota fiscal").inputValue()).toBe("")
    expect(await page.locator(".line").count()).toBe(0)
    expect(await page.getByLabel("Foto da nota fiscal").inputValue()).toBe("")
    await screenshot(page, "insert-sales-sent", viewport)
    // The same invoice again is refused before any photo is uploaded.
    let uploads = 0
    page.on("request", (r) => void (new URL(r.url()).pathname === "/api/files" && r.method() === "POST" && uploads++))
    const fillSale = async (invoice: string) => {
      await page.getByLabel("Número da nota fiscal").fill(invoice)
      await search.fill(product.sku)
      await page.getByRole("button", { name: new RegExp(`Adicionar produto: ${product.brandName}`) }).click()
      await page.getByLabel("Foto da nota fiscal").setInputFiles({ name: "nota.png", mimeType: "image/png", buffer: await png() })
    }
    await fillSale("nf-e2e-1")
    await page.getByRole("button", { name: "Enviar venda" }).click()
    await page.getByText("Você já enviou a nota nf-e2e-1 nesta campanha.").waitFor()
    expect(uploads).toBe(0)
    await screenshot(page, "insert-sales-duplicate", viewport)
    const sales = (await (await s.fetch(`/api/me/sales?campaignId=${campaign.campaignId}`, { as: user })).json()) as Array<{ saleId: string; invoiceNumber: string; saleDate: string; creditedPoints: number; invoicePhotoFileId: string | null }>
    const sale = sales.find((x) => x.invoiceNumber === "NF-E2E-1")!
    expect(sale.invoicePhotoFileId).not.toBeNull()
    expect(sale.saleDate).toBe("2026-04-30")
    expect(estimate).toContain(new Intl.NumberFormat("pt-BR").format(sale.creditedPoints))
    const points = new Intl.NumberFormat("pt-BR").format(sale.creditedPoints)

    // My sales: the invoice, its date, store, points and the audit's state.
    await page.getByRole("link", { name: "Minhas vendas" }).click()
    const mine = page.getByRole("list", { name: "Minhas vendas" }).getByRole("listitem").filter({ hasText: "Nota NF-E2E-1" })
    await mine.getByText("Aguardando aprovação").waitFor()
    await mine.getByText("30/04/2026").waitFor()
    await mine.getByText(`${points} pontos`).waitFor()
    await screenshot(page, "my-sales", viewport)
    await expectAccessible(page)

    await openMenuLink(page, "Perfil")
    await expect.poll(() => page.getByTestId("provisional").textContent()).toBe(`${points} pontos`)

    const approved = await s.fetch(`/api/admin/sales/${sale.saleId}/approve`, { as: "admin", method: "POST", headers: { "idempotency-key": "e2e-approve-1" } })
    expect(approved.status).toBe(200)
    await page.reload()
    await expect.poll(() => page.getByTestId("confirmed").textContent()).toBe(`${points} pontos`)
    await page.getByText("Confirmação").first().waitFor()
    // The confirmation's line says what it confirmed, not "0 pontos".
    await page.getByText(`${points} pontos confirmados`).waitFor()
    await screenshot(page, "profile-after-approval", viewport)
    await expectAccessible(page)
    await page.goto("/insert-sales?view=mine")
    await mine.getByText("Aprovada").waitFor()
  })
})
