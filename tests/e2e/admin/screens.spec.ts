import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoDay, type DemoServer } from "./support/demoServer.ts"
import { check, closeConsole, logIn, openConsole, rows } from "./support/pages.ts"
import { reportSaleWithPhoto } from "./support/photoSale.ts"

// The console's other screens end to end (the dashboard, campaign drafts, consequences, replay
// warnings, the log, client companies, statements, reference data, the invoice photo): the built
// app, the real server over the demo at a fixed date, Debian's Chromium; one server and one
// browser for the file, the scenarios in order on one tab, logged in as the superuser.
let s: DemoServer
let page: Page
beforeAll(async () => void ({ s, page } = await openConsole({ as: "admin" })), 120_000)
afterAll(() => closeConsole(s))

const go = (hash: string) => page.goto(`${s.url}/admin/#${hash}`)
const sql = <A>(q: string, ...params: ReadonlyArray<unknown>) => s.programme.db.prepare(q).all(...params) as Array<A>
const visibleRows = () => page.locator("tbody tr.RaDatagrid-row td:first-child >> visible=true")
const openBr = () => sql<{ id: string; ends: string }>("SELECT campaign_id AS id, ends FROM campaigns WHERE status = 'open' AND country = 'BR'")[0]!

describe("the admin console's other screens", () => {
  it("shows the dashboard: both queues counted, a chart per open campaign, what ends soon", async () => {
    await go("/")
    const pending = sql<{ n: number }>("SELECT count(*) AS n FROM sales WHERE status = 'awaiting_approval'")[0]!.n
    await expect.poll(() => page.getByTestId("pending-audits").innerText()).toBe(new Intl.NumberFormat("en-US").format(pending))
    const open = sql<{ n: number }>("SELECT count(*) AS n FROM campaigns WHERE status = 'open'")[0]!.n
    await expect.poll(() => page.getByTestId("campaign-chart").count()).toBe(open)
    await page.getByTestId("campaign-chart").first().locator("svg").first().waitFor()
    await check(page, "dashboard")
  })

  it("drafts a campaign with a points table picked from the catalogue, thresholds and a cap, then enrols a store", async () => {
    await go("/campaigns/create")
    await page.locator("input[name=id]").fill("br-2027-e2e")
    await page.locator("input[name=name]").fill("Campanha E2E 2027")
    await page.getByRole("combobox", { name: "Country" }).click()
    await page.getByRole("option", { name: "BR", exact: true }).click()
    await page.locator("input[name=begins]").fill("2027-07-05")
    await page.locator("input[name=ends]").fill("2027-09-17")
    const sku = sql<{ sku: string }>("SELECT sku FROM products ORDER BY sku LIMIT 1")[0]!.sku
    await page.getByRole("button", { name: "Add" }).first().click()
    const skuInput = page.locator("input[name='pointsTable.0.sku']")
    await skuInput.fill(sku)
    await page.getByRole("option", { name: sku, exact: true }).click()
    await page.locator("input[name='pointsTable.0.pointsPerUnit']").fill("120")
    await page.getByRole("button", { name: "Add" }).last().click()
    await page.locator("input[name='categoryCaps.0.category']").fill("electronics")
    await page.locator("input[name='categoryCaps.0.cap']").fill("2")
    await check(page, "campaign-create")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByTestId("points-table").getByText(sku).waitFor()
    await expect(page.getByTestId("thresholds").innerText()).resolves.toContain("Creator from 1,000 XP")
    expect(sql("SELECT points_table AS t, category_caps AS c FROM campaigns WHERE campaign_id = 'br-2027-e2e'")).toEqual([
      { t: JSON.stringify([{ sku, pointsPerUnit: 120 }]), c: JSON.stringify({ electronics: 2 }) }
    ])
    await check(page, "campaign-draft-show")
    await page.getByRole("tab", { name: "Stores" }).click()
    const store = sql<{ id: string; name: string }>("SELECT store_id AS id, name FROM stores WHERE country = 'BR' ORDER BY name LIMIT 1")[0]!
    await page.locator("input[name=storeToEnrol]").fill(store.name)
    await page.getByRole("option").filter({ hasText: store.id }).first().click()
    await page.getByRole("button", { name: "Enrol store" }).click()
    await page.getByTestId("campaign-stores").getByText(store.id, { exact: true }).waitFor()
    await check(page, "campaign-stores")
    // The store picker's own popup button is also named "Open": the campaign's has its test id.
    await page.getByRole("tab", { name: "Summary" }).click()
    await page.getByTestId("campaign-open").click()
    await expect.poll(() => page.getByTestId("consequences").innerText()).toContain("Its 1 enrolled store(s) open to sellers and its points table (1 SKU(s)) is locked")
    await check(page, "campaign-open-confirm")
    await page.getByRole("button", { name: "Cancel" }).click()
  })

  it("states a close's real counts before closing: wallets that expire, users who fall", async () => {
    const campaign = openBr()
    const wallets = sql<{ n: number }>("SELECT count(*) AS n FROM wallets WHERE campaign_id = ? AND balance > 0", campaign.id)[0]!.n
    expect(wallets).toBeGreaterThan(0)
    await go(`/campaigns/${campaign.id}/show`)
    await page.getByRole("button", { name: "Close", exact: true }).click()
    await expect.poll(() => page.getByTestId("consequences").innerText()).toContain(`${new Intl.NumberFormat("en-US").format(wallets)} wallet(s) will expire`)
    await expect(page.getByTestId("consequences").innerText()).resolves.toMatch(/\d+ user\(s\) will fall one level/)
    await check(page, "campaign-close-consequences")
    await page.getByRole("button", { name: "Cancel", exact: true }).click()
  })

  it("warns about a corrected table on the replay page: a removed SKU with its sales", async () => {
    const campaign = openBr()
    await go(`/campaigns/${campaign.id}/replay`)
    // The table is edited row by row (issue 41 item 16): the first row removed.
    const sku = page.locator("input[name=sku-0]")
    await sku.waitFor()
    const removed = await sku.inputValue()
    await page.getByRole("button", { name: `Remove ${removed}` }).click()
    await page.getByRole("button", { name: "Dry run" }).click()
    await page.getByTestId("replay-warnings").getByText(`SKUs removed: ${removed}`).waitFor()
    await page.getByTestId("replay-totals").waitFor()
    await page.locator("input[name=reason]").fill("Removed by the brand")
    expect(await page.getByRole("button", { name: "Apply" }).isDisabled()).toBe(true)
    await check(page, "replay-warnings")
  })

  it("browses the global log with filters: type, stream, dates", async () => {
    await go("/events")
    await visibleRows().first().getByText(/\d/).waitFor()
    await page.locator("input[name=type]").fill("CampaignOpened")
    // A filter refetches after react-admin's debounce: on a loaded CI machine that took over the
    // default second once, so these wait longer, as the console's other polls do.
    const settled = { timeout: 10_000 }
    await expect
      .poll(async () => [...new Set((await page.locator("tbody td.column-type").allInnerTexts()).map((t) => t.trim()))], settled)
      .toEqual(["Campaign opened"])
    const opened = sql<{ n: number }>("SELECT count(*) AS n FROM events WHERE type = 'CampaignOpened'")[0]!.n
    await expect.poll(() => rows(page).count(), settled).toBe(opened)
    await page.locator("input[name=streamId]").fill(`campaign-${openBr().id}`)
    await expect.poll(() => rows(page).count(), settled).toBe(1)
    // The event's data reads with the console's labels, not the schema's field names.
    await expect(rows(page).first().innerText()).resolves.toContain(`Campaign: ${openBr().id}`)
    await expect(rows(page).first().innerText()).resolves.not.toContain("campaignId")
    await check(page, "events-list")
  })

  it("edits a client company's home route and flags", async () => {
    await go("/clients")
    await visibleRows().first().getByText(/\S/).waitFor()
    await check(page, "clients-list")
    await rows(page).first().click()
    await page.getByRole("link", { name: "Edit" }).click()
    const route = page.locator("input[name=homeRoute]")
    await route.fill("home")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText("A path of the learner app, starting with /").first().waitFor()
    const before = sql<{ route: string; features: string }>("SELECT home_route AS route, features FROM clients ORDER BY name LIMIT 1")[0]!
    const newRoute = before.route === "/library" ? "/news" : "/library"
    const ranking = (JSON.parse(before.features) as Record<string, boolean>)["ranking"] === true
    await route.fill(newRoute)
    await page.getByLabel("Ranking").setChecked(!ranking)
    await check(page, "client-edit")
    await page.getByRole("button", { name: "Save" }).click()
    await page.locator(".ra-field-homeRoute", { hasText: newRoute }).waitFor()
    await expect.poll(() => sql<{ f: string }>("SELECT features AS f FROM clients ORDER BY name LIMIT 1").map((r) => (JSON.parse(r.f) as Record<string, boolean>)["ranking"] === true)).toEqual([!ranking])
    await check(page, "client-show")
  })

  it("shows an account's statement for a campaign", async () => {
    const { userId, campaignId, n } = sql<{ userId: string; campaignId: string; n: number }>(
      "SELECT user_id AS userId, campaign_id AS campaignId, count(*) AS n FROM wallet_entries GROUP BY 1, 2 HAVING n BETWEEN 3 AND 10 ORDER BY campaign_id DESC, user_id LIMIT 1"
    )[0]!
    await go(`/accounts/${userId}/show/statement`)
    const { name } = sql<{ name: string }>("SELECT name FROM campaigns WHERE campaign_id = ?", campaignId)[0]!
    await page.locator("input[name=statementCampaign]").waitFor({ state: "attached" })
    const picked = await page.locator("input[name=statementCampaign]").inputValue()
    if (picked !== campaignId) {
      await page.getByRole("combobox", { name: "Campaign" }).click()
      // The picker names the campaigns; their ids stay the values.
      await page.getByRole("option", { name, exact: true }).click()
    }
    await expect.poll(() => page.getByRole("combobox", { name: "Campaign" }).innerText()).toBe(name)
    await expect.poll(() => page.getByTestId("statement").locator("tbody tr").count()).toBe(n)
    // A confirmation shows the points it confirmed (its balance move is 0).
    const confirmed = sql<{ points: number }>("SELECT confirmed_points AS points FROM wallet_entries WHERE user_id = ? AND campaign_id = ? AND kind = 'confirmation' LIMIT 1", userId, campaignId)[0]!
    await page.getByTestId("statement").getByText(`${new Intl.NumberFormat("en-US").format(confirmed.points)} confirmed`).first().waitFor()
    await check(page, "account-statement")
  })

  it("creates reference data: a brand, then a product of it", async () => {
    await go("/brands/create")
    await page.locator("input[name=id]").fill("e2e-brand")
    await page.locator("input[name=name]").fill("E2E Brand")
    await check(page, "brand-create")
    await page.getByRole("button", { name: "Save" }).click()
    // Saving redirects to the list once the server answered: wait for it, or it lands on the next page.
    await page.waitForURL(/#\/brands$/)
    await expect.poll(() => sql("SELECT name FROM brands WHERE brand_id = 'e2e-brand'")).toEqual([{ name: "E2E Brand" }])
    await go("/products/create")
    await page.locator("input[name=sku]").fill("E2E-001")
    await page.locator("input[name=productType]").fill("notebook")
    await page.locator("input[name=brandId]").fill("E2E")
    // The brand is new: the picker's list is fetched again as it is typed.
    await page.getByRole("option", { name: "E2E Brand" }).click()
    await check(page, "product-create")
    await page.getByRole("button", { name: "Save" }).click()
    await page.waitForURL(/#\/products$/)
    await expect.poll(() => sql("SELECT sku, brand_id AS brandId, processor FROM products WHERE sku = 'E2E-001'")).toEqual([{ sku: "E2E-001", brandId: "e2e-brand", processor: null }])
    for (const form of ["stores", "chains", "agencies", "clients"]) {
      await go(`/${form}/create`)
      await page.locator("input[name=id]").waitFor()
      await check(page, `${form}-create`)
    }
  })

  it("shows a sale's invoice photo in the audit screen, and zooms it", async () => {
    const campaign = openBr()
    const [who] = sql<{ userId: string; storeIds: string }>(
      `SELECT p.user_id AS userId, p.store_ids AS storeIds FROM participants p JOIN accounts a USING (user_id)
       WHERE p.campaign_id = ? AND a.status = 'approved' ORDER BY p.user_id LIMIT 1`,
      campaign.id
    )
    const sku = (JSON.parse(sql<{ t: string }>("SELECT points_table AS t FROM campaigns WHERE campaign_id = ?", campaign.id)[0]!.t) as Array<{ sku: string }>).find((r) => !r.sku.startsWith("course:"))!.sku
    const yesterday = new Date(Date.parse(`${demoDay}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
    const sale = await reportSaleWithPhoto(s.url, { userId: who!.userId, campaignId: campaign.id, storeId: (JSON.parse(who!.storeIds) as string[])[0]!, sku, saleDate: yesterday })
    await go(`/sales/${encodeURIComponent(sale.saleId)}/show`)
    const thumb = page.getByRole("button", { name: "Zoom invoice photo" }).locator("img")
    await thumb.waitFor()
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320)
    await check(page, "sale-photo")
    await page.getByRole("button", { name: "Zoom invoice photo" }).click()
    const full = page.getByRole("dialog").locator("img")
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640)
    await check(page, "sale-photo-zoom")
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click()
  })

  it("shows an account's statement and the log on a phone, within the screen's width", async () => {
    await page.setViewportSize({ width: 360, height: 800 })
    // A phone starts with the sidebar closed (see the app bar test below).
    await page.evaluate(() => localStorage.setItem("RaStore.sidebar.open", "false"))
    try {
      const { userId } = sql<{ userId: string }>("SELECT user_id AS userId FROM wallet_entries GROUP BY 1 ORDER BY count(*) DESC LIMIT 1")[0]!
      await go(`/accounts/${userId}/show/statement`)
      // On a phone the statement is a list of lines, each its movement, date and points.
      await page.getByText(/^(Sale credit|Confirmation|Expiry)/).first().waitFor()
      await check(page, "account-statement-360")
      // A long title ends in an ellipsis before the role and country chips instead of running under them.
      const edges = await page.evaluate(() => ({
        title: document.querySelector("#react-admin-title > *")!.getBoundingClientRect().right,
        chips: document.querySelector('[data-testid="who"]')!.getBoundingClientRect().left
      }))
      expect(edges.title).toBeLessThanOrEqual(edges.chips)
      // Five tabs do not fit: an arrow at the strip's end says there are more.
      expect(await page.locator(".MuiTabScrollButton-root").last().isVisible()).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
      // The filter in the address: the log test above left its own stream filter in the list's store.
      await go(`/events?filter=${encodeURIComponent(JSON.stringify({ type: "SaleApproved" }))}`)
      await page.getByText(/Sale: s\d+/).first().waitFor()
      await check(page, "events-list-360")
    } finally {
      await page.evaluate(() => localStorage.setItem("RaStore.sidebar.open", "true"))
      await page.setViewportSize({ width: 1280, height: 800 })
    }
  })

  it("keeps the app bar on one line at 360 px: the language menu is an icon there", async () => {
    await page.setViewportSize({ width: 360, height: 800 })
    // react-admin keeps the desktop's open sidebar open, as a drawer over the page, when the window
    // narrows; a phone starts with it closed.
    await page.evaluate(() => localStorage.setItem("RaStore.sidebar.open", "false"))
    await go("/sales")
    await page.reload()
    // At a phone's width the queue is a simple list, not a table.
    await page.getByText(/NF-e|B002|FAC/).first().waitFor()
    const menu = page.getByTestId("language-menu")
    await expect(menu.innerText()).resolves.toBe("")
    await expect(menu.getAttribute("aria-label")).resolves.toBe("Language: English (US)")
    const bar = await page.locator("header .MuiToolbar-root").first().boundingBox()
    expect(bar!.height).toBeLessThanOrEqual(64)
    await check(page, "sales-list-360-appbar")
    // react-admin hides the app bar on a phone once the page scrolls.
    await page.evaluate(() => window.scrollTo(0, 0))
    await menu.click()
    await page.getByRole("menuitem", { name: "Français" }).click()
    await page.getByRole("button", { name: "Langue: Français" }).waitFor()
    await page.setViewportSize({ width: 1280, height: 800 })
  })
})
