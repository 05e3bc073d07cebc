import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoDay, type DemoServer } from "./support/demoServer.ts"
import { check, closeConsole, logIn, openConsole, rows } from "./support/pages.ts"
import { reportSaleWithPhoto } from "./support/photoSale.ts"

// The audit queue's guards and flow (issue 41, items 13, 14 and 19): status tabs with counts, the
// campaign in each row and whole in its picker, "next" within the list's filters, shortcuts that
// keep out of dialogs and can be turned off, bulk decisions that confirm and say what they did,
// the log browser within 1280 px, and the charts' axes in the console's locale. The built app,
// the real server over the demo, Debian's Chromium; one server and one browser for the file.
let s: DemoServer
let page: Page
beforeAll(async () => void ({ s, page } = await openConsole({ as: "admin" })), 120_000)
afterAll(() => closeConsole(s))

// expect.poll gives up after a second by default: a loaded two-core machine needs longer.
const settled = { timeout: 20_000 }
const go = (hash: string) => page.goto(`${s.url}/admin/#${hash}`)
const sql = <A>(q: string, ...params: ReadonlyArray<unknown>) => s.programme.db.prepare(q).all(...params) as Array<A>
const statusOf = (saleId: string) => sql<{ status: string }>("SELECT status FROM sales WHERE sale_id = ?", saleId)[0]!.status
const count = (status: string) => new Intl.NumberFormat("en-US").format(sql<{ n: number }>("SELECT count(*) AS n FROM sales WHERE status = ?", status)[0]!.n)
const saleIdInUrl = () => decodeURIComponent(/#\/sales\/([^/?]+)\/show/.exec(page.url())?.[1] ?? "")
/** A phone's view of the page: the sidebar closed, as a phone starts (see screens.spec.ts), then back to a desktop. */
const onPhone = async (ready: () => Promise<unknown>, look: () => Promise<void>) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.evaluate(() => localStorage.setItem("RaStore.sidebar.open", "false"))
  try {
    await page.reload()
    await ready()
    await look()
  } finally {
    await page.evaluate(() => localStorage.setItem("RaStore.sidebar.open", "true"))
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.reload()
  }
}
const listed = (filter: object) => `/sales?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=reportedAt&order=ASC`

describe("the audit queue", () => {
  it("opens on what needs doing: status tabs with their counts, the campaign of each sale", async () => {
    await go("/sales")
    await rows(page).first().getByText(/\d/).first().waitFor()
    const tabs = page.getByTestId("status-tabs")
    await expect.poll(() => tabs.getByRole("tab", { selected: true }).textContent(), settled).toBe(`Awaiting approval (${count("awaiting_approval")})`)
    await expect.poll(() => tabs.getByRole("tab").nth(1).textContent(), settled).toBe(`Approved (${count("approved")})`)
    const first = sql<{ name: string }>(
      "SELECT c.name FROM sales s JOIN campaigns c USING (campaign_id) WHERE s.status = 'awaiting_approval' ORDER BY s.reported_at, s.sale_id LIMIT 1"
    )[0]!
    const cell = rows(page).first().locator("td.column-campaignName")
    await expect.poll(() => cell.innerText(), settled).toBe(first.name)
    await check(page, "queue-tabs-1280")
    // Decided sales are final: no selection, no bulk decision offered on their tab.
    await tabs.getByRole("tab").nth(1).click()
    await expect.poll(() => rows(page).first().locator("td.column-status").innerText(), settled).toBe("Approved")
    expect(await page.locator("tbody input[type=checkbox]").count()).toBe(0)
    await onPhone(
      () => page.getByTestId("status-tabs").waitFor(),
      async () => {
        await check(page, "queue-tabs-360")
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
      }
    )
  })

  it("shows a campaign's whole name in its picker", async () => {
    const campaign = sql<{ id: string; name: string }>("SELECT campaign_id AS id, name FROM campaigns WHERE status = 'open' ORDER BY length(name) DESC LIMIT 1")[0]!
    await go(listed({ status: "awaiting_approval", campaignId: campaign.id }))
    const picker = page.getByLabel("Campaign", { exact: true })
    await expect.poll(() => picker.inputValue(), settled).toBe(campaign.name)
    await check(page, "queue-campaign-picker")
    expect(await picker.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true)
  })

  it("goes to the next sale of the list's own filters and order", async () => {
    const campaign = sql<{ id: string }>("SELECT campaign_id AS id FROM sales WHERE status = 'awaiting_approval' GROUP BY 1 HAVING count(*) >= 3 ORDER BY campaign_id DESC LIMIT 1")[0]!
    const queue = sql<{ id: string }>(
      "SELECT sale_id AS id FROM sales WHERE status = 'awaiting_approval' AND campaign_id = ? ORDER BY reported_at, sale_id",
      campaign.id
    ).map((r) => r.id)
    await go(listed({ status: "awaiting_approval", campaignId: campaign.id }))
    await expect.poll(() => rows(page).count(), settled).toBe(Math.min(queue.length, 25))
    await rows(page).first().click()
    await expect.poll(saleIdInUrl, settled).toBe(queue[0])
    await page.getByRole("button", { name: "Next" }).click()
    await expect.poll(saleIdInUrl, settled).toBe(queue[1])
    await page.getByRole("button", { name: "Next" }).click()
    await expect.poll(saleIdInUrl, settled).toBe(queue[2])
  })

  it("keeps the shortcuts out of the photo dialog, and lets them be turned off for good", async () => {
    const campaign = sql<{ id: string }>("SELECT campaign_id AS id FROM campaigns WHERE status = 'open' AND country = 'BR'")[0]!
    const [who] = sql<{ userId: string; storeIds: string }>(
      `SELECT p.user_id AS userId, p.store_ids AS storeIds FROM participants p JOIN accounts a USING (user_id)
       WHERE p.campaign_id = ? AND a.status = 'approved' ORDER BY p.user_id LIMIT 1`,
      campaign.id
    )
    const sku = (JSON.parse(sql<{ t: string }>("SELECT points_table AS t FROM campaigns WHERE campaign_id = ?", campaign.id)[0]!.t) as Array<{ sku: string }>).find((r) => !r.sku.startsWith("course:"))!.sku
    const yesterday = new Date(Date.parse(`${demoDay}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
    const sale = await reportSaleWithPhoto(s.url, { userId: who!.userId, campaignId: campaign.id, storeId: (JSON.parse(who!.storeIds) as string[])[0]!, sku, saleDate: yesterday })
    await go(`/sales/${encodeURIComponent(sale.saleId)}/show`)
    await page.getByRole("button", { name: "Zoom invoice photo" }).locator("img").waitFor()
    await page.getByRole("button", { name: "Zoom invoice photo" }).click()
    await page.getByRole("dialog").locator("img").waitFor()
    await page.keyboard.press("a")
    await page.keyboard.press("n")
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click()
    await page.getByRole("dialog").waitFor({ state: "detached" })
    expect(statusOf(sale.saleId)).toBe("awaiting_approval")
    expect(saleIdInUrl()).toBe(sale.saleId)
    // Turned off, "a" does nothing, and stays off after a reload (a preference, WCAG 2.1.4).
    const toggle = page.getByRole("switch", { name: "Single-key shortcuts (A, R, N)" })
    await toggle.uncheck()
    await page.reload()
    await expect.poll(() => toggle.isChecked(), settled).toBe(false)
    await page.getByText("Single-key shortcuts are off").waitFor()
    await page.keyboard.press("a")
    await page.keyboard.press("n")
    expect(statusOf(sale.saleId)).toBe("awaiting_approval")
    await check(page, "sale-shortcuts-off-1280")
    // The audit screen on a phone: every button has a name (axe's critical button-name).
    await onPhone(() => page.getByRole("button", { name: "Zoom invoice photo" }).locator("img").waitFor(), () => check(page, "sale-shortcuts-off-360"))
    await toggle.waitFor()
    // On again, "a" approves.
    await toggle.check()
    // A key typed on a form control is that control's: the page's shortcuts wait for the focus to leave.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press("a")
    await page.locator(".MuiSnackbarContent-message", { hasText: "Sale approved" }).waitFor()
    await expect.poll(() => statusOf(sale.saleId), settled).toBe("approved")
  })

  it("bulk-reproves a selection with one reason and says what it did", async () => {
    await go(listed({ status: "awaiting_approval" }))
    await rows(page).first().getByText(/\d/).first().waitFor()
    const ids: string[] = []
    for (const i of [0, 1]) {
      await rows(page).nth(i).locator("input[type=checkbox]").check()
      ids.push(await rows(page).nth(i).locator("td.column-invoiceNumber").innerText())
    }
    await page.getByRole("button", { name: "Reprove selected" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByText("Reprove 2 sales").waitFor()
    expect(await dialog.getByRole("button", { name: "Confirm" }).isDisabled()).toBe(true)
    await dialog.locator("textarea[name=reason]").fill("Same forged invoice")
    await check(page, "bulk-reprove-dialog")
    await dialog.getByRole("button", { name: "Confirm" }).click()
    await page.getByText("2 reproved, 0 refused").waitFor()
    const reproved = sql<{ invoice: string }>("SELECT invoice_number AS invoice FROM sales WHERE status = 'reproved' AND reason = 'Same forged invoice'").map((r) => r.invoice)
    expect(reproved.sort()).toEqual(ids.sort())
  })

  it("asks before a bulk approval, saying how many", async () => {
    await go(listed({ status: "awaiting_approval" }))
    await rows(page).first().getByText(/\d/).first().waitFor()
    const before = count("approved")
    await rows(page).nth(0).locator("input[type=checkbox]").check()
    await page.getByRole("button", { name: "Approve selected" }).click()
    await page.getByRole("dialog").getByText("Approve 1 sale?").waitFor()
    await check(page, "bulk-approve-confirm")
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click()
    expect(count("approved")).toBe(before)
  })

  it("fits the log browser in 1280 px, its event types by name", async () => {
    await go("/events")
    await rows(page).first().getByText(/\S/).first().waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
    const types = await page.locator("tbody td.column-type").allInnerTexts()
    expect(types.filter((t) => /^[A-Z][a-z]+[A-Z]/.test(t.trim()))).toEqual([])
    await check(page, "events-1280")
  })

  it("reads the charts' axes and the create pages in the console's language", async () => {
    await page.evaluate(() => localStorage.setItem("RaStore.locale", JSON.stringify("pt-BR")))
    await go("/")
    await page.reload()
    const chart = page.getByTestId("campaign-chart").first()
    await chart.locator("svg").first().waitFor()
    // The points axis reaches the thousands: its ticks group them as pt-BR does ("10.000").
    await expect.poll(async () => (await chart.locator("svg text").allTextContents()).filter((t) => /^\d{1,3}(\.\d{3})+$/.test(t)).length, settled).toBeGreaterThan(0)
    expect((await chart.locator("svg text").allTextContents()).filter((t) => /^\d{1,3}(,\d{3})+$/.test(t))).toEqual([])
    await check(page, "dashboard-pt")
    await go("/stores/create")
    await page.getByText("Criar Loja").first().waitFor()
    expect(await page.getByText("Novo Loja").count()).toBe(0)
    await page.evaluate(() => localStorage.setItem("RaStore.locale", JSON.stringify("en-US")))
    await page.reload()
  })
})
