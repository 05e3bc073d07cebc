import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { DemoServer } from "./support/demoServer.ts"
import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { makeCredentials } from "../../../adapters/auth/credentials.ts"
import { importFiles } from "../../../cli/commands/import.ts"
import { tempDir } from "../../support/tempDir.ts"
import { check, closeConsole, logIn, openConsole, password, rows } from "./support/pages.ts"

// A country admin's console (issue 41, items 10, 11, 12 and 19; DESIGN §5.3, §5.4): it speaks
// their language, their new records land in their country, they read the history of their
// country's records, and the shared client companies are read-only to them. The built app, the
// real server over the demo, Debian's Chromium; one server and one browser for the file.
let s: DemoServer
let page: Page
beforeAll(async () => void ({ s, page } = await openConsole()), 120_000)
afterAll(() => closeConsole(s))

const go = (hash: string) => page.goto(`${s.url}/admin/#${hash}`)
const sql = <A>(q: string, ...params: ReadonlyArray<unknown>) => s.programme.db.prepare(q).all(...params) as Array<A>
const atBothWidths = async (name: string, wait: () => Promise<unknown>) => {
  await check(page, `${name}-1280`)
  await page.setViewportSize({ width: 360, height: 800 })
  await wait()
  await check(page, `${name}-360`)
  await page.setViewportSize({ width: 1280, height: 800 })
}

describe("a country admin's console", () => {
  it("speaks the signed-in admin's language: Spanish for Argentina's", async () => {
    await go("/login")
    // The login form is the deployment's default language (pt-BR) until someone signs in.
    await page.locator("input[name=username]").fill("admin-ar")
    await page.locator("input[name=password]").fill(password)
    await page.locator("button[type=submit]").click()
    await page.getByTestId("who").waitFor()
    await expect.poll(() => page.getByTestId("who").innerText()).toMatch(/Administrador[\s\S]*AR/)
    await page.getByRole("menuitem", { name: "Ventas" }).waitFor()
    // The chart's axes group thousands as Spanish does ("30.000"), not as d3 does ("30,000").
    const ticks = () => page.getByTestId("campaign-chart").first().locator("svg text").allTextContents()
    await expect.poll(async () => (await ticks()).filter((t) => /^\d{2,3}\.\d{3}$/.test(t)).length, { timeout: 20_000 }).toBeGreaterThan(0)
    await atBothWidths("ar-dashboard-es", () => page.getByTestId("who").waitFor())
    // A campaign's page is titled by its name, once ("Campaña Campaña Otoño 2026" before).
    const campaign = sql<{ id: string; name: string }>("SELECT campaign_id AS id, name FROM campaigns WHERE country = 'AR' ORDER BY campaign_id LIMIT 1")[0]!
    await go(`/campaigns/${campaign.id}/show`)
    await expect.poll(() => page.locator("header").innerText(), { timeout: 20_000 }).toContain(campaign.name)
    expect(await page.locator("header").innerText()).not.toContain(`Campaña ${campaign.name}`)
    // Roles by their names ("Alumno"), not the code (`learner`).
    await go("/accounts")
    await rows(page).first().getByText(/\S/).first().waitFor()
    const roles = new Set((await page.locator("tbody td.column-role").allInnerTexts()).map((r) => r.trim()))
    expect(roles).toContain("Alumno")
    expect(roles).not.toContain("learner")
    // The rest of the file reads the console in English, as the other console tests do.
    await page.evaluate(() => localStorage.setItem("RaStore.locale", JSON.stringify("en-US")))
    await page.reload()
    await page.getByRole("menuitem", { name: "Sales" }).waitFor()
  })

  it("creates a store without choosing a country: it is in the admin's own", async () => {
    const chain = sql<{ id: string; name: string }>("SELECT chain_id AS id, name FROM retail_chains WHERE country = 'AR' ORDER BY name LIMIT 1")[0]!
    await go("/stores/create")
    await page.locator("input[name=id]").fill("ar-e2e-store")
    await page.locator("input[name=name]").fill("Tienda E2E")
    await page.getByRole("combobox", { name: "Chain" }).fill(chain.name)
    await page.getByRole("option", { name: chain.name }).first().click()
    await page.locator("input[name=city]").fill("Rosario")
    await check(page, "ar-store-create")
    await page.getByRole("button", { name: "Save" }).click()
    await expect.poll(() => sql("SELECT country FROM stores WHERE store_id = 'ar-e2e-store'")).toEqual([{ country: "AR" }])
  })

  it("reads a sale's history, and the log browser lists only the country's records", async () => {
    const sale = sql<{ id: string }>(
      "SELECT s.sale_id AS id FROM sales s JOIN campaigns c ON c.campaign_id = s.campaign_id WHERE c.country = 'AR' ORDER BY s.sale_id LIMIT 1"
    )[0]!
    await go(`/sales/${encodeURIComponent(sale.id)}/show`)
    await page.getByTestId("event-history").getByText("Sale reported").first().waitFor()
    await atBothWidths("ar-sale-history", () => page.getByTestId("event-history").getByText("Sale reported").first().waitFor())
    await go("/events")
    await rows(page).first().getByText(/\S/).first().waitFor()
    const streams = await page.locator("tbody td.column-streamId").allInnerTexts()
    expect(streams.length).toBeGreaterThan(5)
    const ar = new Set(sql<{ id: string }>("SELECT 'sale-' || s.sale_id AS id FROM sales s JOIN campaigns c ON c.campaign_id = s.campaign_id WHERE c.country = 'AR' UNION SELECT 'account-' || user_id FROM accounts WHERE country = 'AR' UNION SELECT 'level-' || user_id FROM accounts WHERE country = 'AR' UNION SELECT 'wallet-' || campaign_id || ':' || user_id FROM wallets WHERE campaign_id IN (SELECT campaign_id FROM campaigns WHERE country = 'AR') UNION SELECT 'campaign-' || campaign_id FROM campaigns WHERE country = 'AR' UNION SELECT 'store-' || store_id FROM stores WHERE country = 'AR' UNION SELECT 'chain-' || chain_id FROM retail_chains WHERE country = 'AR' UNION SELECT 'registration-' || campaign_id || ':' || user_id FROM participants WHERE campaign_id IN (SELECT campaign_id FROM campaigns WHERE country = 'AR')").map((r) => r.id))
    expect(streams.map((x) => x.trim()).filter((x) => !ar.has(x))).toEqual([])
    await atBothWidths("ar-events", () => page.getByText(/·/).first().waitFor())
  })

  it("reads the client companies without an edit or create button", async () => {
    const client = sql<{ id: string }>("SELECT client_id AS id FROM clients ORDER BY name LIMIT 1")[0]!
    await go("/clients")
    await rows(page).first().getByText(/\S/).first().waitFor()
    expect(await page.getByRole("link", { name: "Create" }).count()).toBe(0)
    await go(`/clients/${encodeURIComponent(client.id)}/show`)
    await page.locator(".ra-field-name").waitFor()
    expect(await page.getByRole("link", { name: "Edit" }).count()).toBe(0)
    await atBothWidths("ar-client-show", () => page.locator(".ra-field-name").waitFor())
  })

  it("tells an auditor that a sale's history is not theirs to read, not that nothing happened", async () => {
    // The demo has no auditor: one is registered and approved through the domain, as an operator would.
    const tmp = tempDir("e2e-auditor")
    const file = join(tmp.dir, "auditor.ndjson")
    const at = "2026-02-01T09:00:00-03:00"
    writeFileSync(file, [
      { commandId: "e2e-aud-1", at, actor: "system", type: "RegisterAccount", payload: { userId: "aud-ar", country: "AR", document: "30111333", email: "aud-ar@vitrine.example", fullName: "Ana Auditora", birthday: "1985-03-04", role: "auditor" } },
      { commandId: "e2e-aud-2", at, actor: "admin:admin", type: "ApproveAccount", payload: { userId: "aud-ar" } }
    ].map((l) => JSON.stringify(l)).join("\n") + "\n")
    await importFiles(s.programme, [file], { quiet: true })
    tmp.remove()
    expect(sql("SELECT status FROM accounts WHERE user_id = 'aud-ar'")).toEqual([{ status: "approved" }])
    await makeCredentials(s.programme.db).setPassword("aud-ar", password)
    await go("/login")
    await page.evaluate(() => localStorage.clear())
    await logIn(page, s.url, "aud-ar")
    const sale = sql<{ id: string }>("SELECT s.sale_id AS id FROM sales s JOIN campaigns c USING (campaign_id) WHERE c.country = 'AR' ORDER BY s.sale_id LIMIT 1")[0]!
    await go(`/sales/${encodeURIComponent(sale.id)}/show`)
    await expect.poll(() => page.getByTestId("event-history-notice").innerText(), { timeout: 20_000 }).toBe("You do not have permission to read the history of this record.")
    await atBothWidths("auditor-sale-history", () => page.getByTestId("event-history-notice").waitFor())
  })
})
