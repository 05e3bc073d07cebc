import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { passwordLogin, pendingLevelUpOf } from "./support/api.ts"
import type { DemoServer } from "./support/demoServer.ts"
import { check, closeConsole, logIn, openConsole, rows } from "./support/pages.ts"

// The admin console end to end: the built app, served by the real server over the demo programme
// built at a fixed date, driven in Debian's Chromium. One server and one browser for the file;
// the scenarios run in order on one tab, each leaving the queue as the next expects.
let s: DemoServer
let page: Page
beforeAll(async () => void ({ s, page } = await openConsole()), 120_000)
afterAll(() => closeConsole(s))

const go = async (hash: string) => {
  await page.goto(`${s.url}/admin/#${hash}`)
}
const saleIdInUrl = () => decodeURIComponent(/#\/sales\/([^/]+)\/show/.exec(page.url())?.[1] ?? "")

describe("the admin console", () => {
  it("logs the superuser in and shows role and country in the app bar", async () => {
    await page.goto(`${s.url}/admin/#/login`)
    await page.locator("input[name=username]").waitFor()
    await check(page, "login")
    await logIn(page, s.url, "admin")
    await expect(page.getByTestId("who").innerText()).resolves.toMatch(/Superuser[\s\S]*All countries/)
  })

  // Before the queue is worked: its one unapproved sale is the oldest pending one.
  it("holds a level-up whose counted sales are not all approved, and says why", async () => {
    await go(`/level-ups/${await pendingLevelUpOf(s.url, "br-019", "br-2025-black-friday")}/show`)
    await page.getByTestId("approve-blocked").waitFor()
    expect(await page.getByRole("button", { name: "Approve", exact: true }).isDisabled()).toBe(true)
    await check(page, "levelup-blocked")
  })

  it("lists the pending queue oldest first, at desktop and phone widths", async () => {
    await go("/sales")
    await rows(page).first().getByText(/\d/).first().waitFor()
    expect(await rows(page).count()).toBe(25)
    await check(page, "sales-list")
    await page.setViewportSize({ width: 360, height: 800 })
    await page.reload()
    await page.getByText(/NF-e|B002|FAC/).first().waitFor()
    await check(page, "sales-list-360")
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  it("approves a sale from the queue and it leaves the pending filter", async () => {
    await go("/sales")
    const first = rows(page).first()
    await first.getByText(/\d/).first().waitFor()
    const invoice = await first.locator("td").nth(1).innerText()
    await first.click()
    await page.getByRole("button", { name: "Approve", exact: true }).waitFor()
    const id = saleIdInUrl()
    await check(page, "sale-show")
    await page.getByRole("button", { name: "Approve", exact: true }).click()
    // The notification (the history below names the event "Sale approved" too).
    await page.locator(".MuiSnackbarContent-message", { hasText: "Sale approved" }).waitFor()
    await page.locator(".MuiChip-label", { hasText: "Approved" }).waitFor()
    // The record's history comes from the log: the approval is there, by this admin.
    await page.getByTestId("event-history").getByText("Sale approved").waitFor()
    await expect(page.getByTestId("event-history").innerText()).resolves.toContain("admin:admin")
    await go("/sales")
    // The list first shows react-query's cached page, then the refetched one: wait for the latter.
    await expect.poll(() => page.locator("tbody").innerText(), { timeout: 20_000 }).not.toContain(invoice)
    expect(id).not.toBe("")
  })

  it("reproves a sale with a required reason, from the keyboard", async () => {
    await rows(page).first().click()
    // The shortcut belongs to the sale's page: wait for it, with its sale loaded and pending
    // (on the list, "Reprove" also names the bulk button, and a key pressed there does nothing).
    await page.waitForURL(/#\/sales\/[^/]+\/show$/)
    const reproveButton = page.getByRole("button", { name: "Reprove", exact: true })
    await expect.poll(() => reproveButton.isEnabled(), { timeout: 20_000 }).toBe(true)
    await page.keyboard.press("r")
    const dialog = page.getByRole("dialog")
    await expect(dialog.getByRole("button", { name: "Confirm" }).isDisabled()).resolves.toBe(true)
    await dialog.locator("textarea[name=reason]").fill("Invoice unreadable")
    await check(page, "sale-reprove-dialog")
    await dialog.getByRole("button", { name: "Confirm" }).click()
    await page.locator(".MuiSnackbarContent-message", { hasText: "Sale reproved" }).waitFor()
    await page.locator(".MuiAlert-message", { hasText: "Invoice unreadable" }).waitFor()
  })

  it("bulk-approves a selection with one result per sale", async () => {
    await go("/sales")
    await rows(page).first().getByText(/\d/).first().waitFor()
    for (const i of [0, 1, 2]) await rows(page).nth(i).locator("input[type=checkbox]").check()
    await page.getByRole("button", { name: "Approve selected" }).click()
    // A bulk action confirms first, saying how many (issue 41, item 13).
    await page.getByRole("dialog").getByText("Approve 3 sales?").waitFor()
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click()
    await page.getByText("3 approved, 0 refused").waitFor()
  })

  it("approves a level-up and the account's level changes", async () => {
    await go("/level-ups")
    await rows(page).first().getByText(/\d/).first().waitFor()
    await check(page, "levelups-list")
    await go(`/level-ups/${await pendingLevelUpOf(s.url, "br-003", "br-2026-outono")}/show`)
    await page.getByRole("button", { name: "Approve", exact: true }).click()
    await page.getByText("Level-up approved").waitFor()
    await go("/accounts/br-003/show")
    await page.getByText("br-003", { exact: true }).waitFor()
    // react-admin shows the cached account first (level 2, read by an earlier test), then the refetched one.
    const level = page.locator(".ra-field-level")
    await expect.poll(() => level.innerText(), { timeout: 20_000 }).toMatch(/3/)
    await check(page, "account-show")
    await page.getByRole("tab", { name: "History" }).click()
    await page.getByTestId("event-history").getByText("Level-up approved").first().waitFor()
    await check(page, "account-history")
    // On a phone the history is the same events, in the console's labels.
    await page.setViewportSize({ width: 360, height: 800 })
    await page.getByTestId("event-history").getByText("Level-up approved").first().waitFor()
    await check(page, "account-history-360")
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  it("runs a replay dry run with the per-user diff, then applies it with a reason", async () => {
    await go("/campaigns")
    await rows(page).first().getByText(/\d/).first().waitFor()
    await check(page, "campaigns-list")
    await go("/campaigns/br-2026-outono/show")
    await page.getByRole("button", { name: "Close", exact: true }).click()
    await page.getByText(/can no longer report sales/).waitFor()
    await check(page, "campaign-close-confirm")
    await page.getByRole("button", { name: "Cancel", exact: true }).click()
    await go("/campaigns/br-2026-outono/replay")
    // The table is edited row by row (issue 41 item 16): the first SKU earns 10 points more.
    const points = page.locator("input[name=points-0]")
    await points.waitFor()
    await points.fill(String(Number(await points.inputValue()) + 10))
    await page.getByRole("button", { name: "Dry run" }).click()
    await page.getByTestId("replay-totals").waitFor()
    await check(page, "replay-dry-run")
    await page.locator("input[name=reason]").fill("SKU points corrected by the brand")
    await page.getByRole("button", { name: "Apply" }).click()
    await page.getByText(/Replay applied: \d+ compensation/).first().waitFor()
  })

  it("blocks an account with a reason and its login then fails", async () => {
    await expect(passwordLogin(s.url, "br-018").then((r) => r.status)).resolves.toBe(200)
    await go("/accounts")
    await rows(page).first().getByText(/\d/).first().waitFor()
    await check(page, "accounts-list")
    await go("/accounts/br-018/show")
    await page.getByRole("button", { name: "Block" }).click()
    await page.getByRole("dialog").locator("textarea[name=reason]").fill("Fraud under review")
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click()
    await page.getByText("Account blocked").waitFor()
    await page.getByRole("button", { name: "Unblock" }).waitFor()
    const refused = await passwordLogin(s.url, "br-018")
    expect(refused.status).toBe(400)
  })

  it("lists the reference data", async () => {
    for (const resource of ["chains", "stores", "brands", "agencies", "products"]) {
      await go(`/${resource}`)
      // While the next list's chunk loads, Suspense keeps the previous list, hidden: wait for visible rows.
      await page.locator("tbody tr.RaDatagrid-row td:first-child >> visible=true").first().getByText(/\S/).waitFor()
      await check(page, `${resource}-list`)
    }
  })

  it("shows another country's admin only their country's sales", async () => {
    await page.evaluate(() => localStorage.clear())
    await logIn(page, s.url, "admin-ar")
    await expect(page.getByTestId("who").innerText()).resolves.toMatch(/Admin[\s\S]*AR/)
    await go("/sales")
    await rows(page).first().getByText(/\d/).first().waitFor()
    const text = await page.locator("tbody").innerText()
    expect(text).toContain("B002")
    expect(text).not.toContain("NF-e")
    await check(page, "sales-list-ar")
  })
})
