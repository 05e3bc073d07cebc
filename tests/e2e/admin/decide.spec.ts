import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { DemoServer } from "./support/demoServer.ts"
import { check, closeConsole, logIn, openConsole, rows } from "./support/pages.ts"
import { signUpForm } from "../../support/accounts.ts"

// Issue 41, console items 15–18, end to end: the context to decide (observation, level-up XP and
// thresholds, sign-up document and age, reject), the replay table editor, reference data shown and
// edited, adjustments, participants and erasure. The built console, the real server over the demo,
// Debian's Chromium; each screen at 1280 and 360 px with axe.
let s: DemoServer
let page: Page
beforeAll(async () => void ({ s, page } = await openConsole({ as: "admin" })), 120_000)
afterAll(() => closeConsole(s))

const go = (hash: string) => page.goto(`${s.url}/admin/#${hash}`)
const sql = <A>(q: string, ...params: ReadonlyArray<unknown>) => s.programme.db.prepare(q).all(...params) as Array<A>
const one = <A>(q: string, ...params: ReadonlyArray<unknown>) => sql<A>(q, ...params)[0]!

/** The screen at 1280 px, then again at 360 px (sidebar closed, as a phone starts), each checked by axe. */
const atBothWidths = async (name: string, ready: () => Promise<unknown>) => {
  await ready()
  await check(page, name)
  await page.setViewportSize({ width: 360, height: 800 })
  await page.evaluate(() => localStorage.setItem("RaStore.sidebar.open", "false"))
  try {
    await page.reload()
    await ready()
    await check(page, `${name}-360`)
    expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(360)
  } finally {
    await page.evaluate(() => localStorage.setItem("RaStore.sidebar.open", "true"))
    await page.setViewportSize({ width: 1280, height: 800 })
  }
}

describe("context to decide (item 15)", () => {
  it("shows the seller's observation on a sale", async () => {
    const sale = one<{ id: string; observation: string }>("SELECT sale_id AS id, observation FROM sales WHERE observation IS NOT NULL ORDER BY sale_id LIMIT 1")
    await go(`/sales/${encodeURIComponent(sale.id)}/show`)
    await atBothWidths("sale-observation", () => page.getByText(sale.observation, { exact: true }).first().waitFor())
  }, 120_000)

  it("shows a level-up's current level, XP and the campaign's thresholds", async () => {
    const request = one<{ id: number; xp: number; reach: number }>(
      `SELECT l.request_id AS id, cx.xp AS xp, json_extract(c.levels, '$.creator.reach') AS reach FROM level_requests l
       JOIN campaign_xp cx ON cx.user_id = l.user_id AND cx.campaign_id = l.campaign_id JOIN campaigns c ON c.campaign_id = l.campaign_id
       WHERE l.status = 'pending' AND l.to_level = 2 ORDER BY l.request_id LIMIT 1`
    )
    await go(`/level-ups/${request.id}/show`)
    const context = page.getByTestId("level-up-context")
    const n = (x: number) => new Intl.NumberFormat("en-US").format(x)
    await atBothWidths("levelup-context", () => context.getByText(`Level now: 1 · asked: level 2`).waitFor())
    expect(await context.innerText()).toContain(`Campaign XP: ${n(request.xp)}`)
    expect(await context.innerText()).toContain(`Level 2 from ${n(request.reach)} campaign XP`)
  }, 120_000)

  it("shows each sign-up's document and age, and rejects one with a reason", async () => {
    // A person signs up as in the learner app (the demo's sign-ups are all decided).
    const form = signUpForm({ fullName: "Renata Queiroz Prado", email: "renata.prado@example.com.br", emailConfirmation: "renata.prado@example.com.br", document: "390.533.447-05" })
    const signedUp = await fetch(`${s.url}/api/accounts`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(form) })
    expect(signedUp.status).toBe(201)
    const pending = sql<{ id: string; fullName: string; document: string }>(
      "SELECT a.user_id AS id, pd.full_name AS fullName, pd.document FROM accounts a JOIN personal_data pd USING (user_id) WHERE a.status = 'awaiting_approval' ORDER BY a.registered_at DESC"
    )
    expect(pending.length).toBeGreaterThan(0)
    await go("/sign-ups")
    await atBothWidths("signups-context", () => page.getByText(pending[0]!.document).first().waitFor())
    expect(await page.getByTestId("sign-up-age").first().innerText()).toMatch(/\(\d+ years\)/)
    const row = rows(page).filter({ hasText: pending[0]!.fullName })
    await row.getByRole("button", { name: "Reject" }).click()
    await page.getByRole("dialog").locator("textarea[name=reason]").fill("Documento ilegível")
    await check(page, "signup-reject")
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click()
    await page.getByText("Sign-up rejected").first().waitFor()
    await expect.poll(() => sql("SELECT status, block_reason AS reason FROM accounts WHERE user_id = ?", pending[0]!.id)).toEqual([{ status: "rejected", reason: "Documento ilegível" }])
  }, 120_000)
})

describe("the replay table editor (item 16)", () => {
  it("edits the table row by row, refuses a SKU twice, and names the users in the diff", async () => {
    const campaign = one<{ id: string }>("SELECT campaign_id AS id FROM campaigns WHERE status = 'open' AND country = 'BR' LIMIT 1")
    await go(`/campaigns/${campaign.id}/replay`)
    const points0 = page.locator("input[name=points-0]")
    await atBothWidths("replay-editor", () => points0.waitFor())
    const sku0 = await page.locator("input[name=sku-0]").inputValue()
    const count = await page.getByTestId("points-row").count()
    // A new row naming the first SKU again: the row says so and the dry run waits.
    await page.getByRole("button", { name: "Add SKU" }).click()
    await page.locator(`input[name=sku-${count}]`).fill(sku0)
    await page.locator(`input[name=points-${count}]`).fill("10")
    await page.getByText("SKU listed twice").first().waitFor()
    expect(await page.getByRole("button", { name: "Dry run" }).isDisabled()).toBe(true)
    await check(page, "replay-editor-invalid")
    await page.getByRole("button", { name: `Remove ${sku0}` }).last().click()
    await points0.fill(String(Number(await points0.inputValue()) + 10))
    await page.getByRole("button", { name: "Dry run" }).click()
    await page.getByTestId("replay-totals").waitFor()
    // Each changed user by name, linking to the account.
    const link = page.locator("table a[href*='/accounts/']").first()
    await link.waitFor()
    const userId = decodeURIComponent(/accounts\/([^/]+)\/show/.exec((await link.getAttribute("href"))!)![1]!)
    expect(await link.innerText()).toBe(one<{ name: string }>("SELECT full_name AS name FROM personal_data WHERE user_id = ?", userId).name)
    await check(page, "replay-diff-names")
  }, 120_000)
})

describe("reference data shown and edited (item 17)", () => {
  it("opens a store from the list, edits it, and its history shows the edit", async () => {
    const store = one<{ id: string; name: string }>("SELECT store_id AS id, name FROM stores WHERE country = 'BR' ORDER BY store_id LIMIT 1")
    await go(`/stores/${encodeURIComponent(store.id)}/show`)
    await atBothWidths("store-show", () => page.getByText(store.name).first().waitFor())
    await page.getByRole("link", { name: "Edit" }).click()
    const name = page.locator("input[name=name]")
    await expect.poll(() => name.inputValue()).toBe(store.name)
    await check(page, "store-edit")
    await name.fill(`${store.name} (renamed)`)
    await page.getByRole("button", { name: "Save" }).click()
    await page.waitForURL(/\/show$/)
    await page.getByText(`${store.name} (renamed)`).first().waitFor()
    await page.getByTestId("event-history").getByText("Store edited").waitFor()
    expect(sql("SELECT name FROM stores WHERE store_id = ?", store.id)).toEqual([{ name: `${store.name} (renamed)` }])
  }, 120_000)

  it("shows and edits brands, agencies, chains and products", async () => {
    const product = one<{ sku: string }>("SELECT sku FROM products ORDER BY sku LIMIT 1")
    const brand = one<{ id: string; name: string }>("SELECT brand_id AS id, name FROM brands ORDER BY brand_id LIMIT 1")
    const agency = one<{ id: string; name: string }>("SELECT agency_id AS id, name FROM agencies ORDER BY agency_id LIMIT 1")
    const chain = one<{ id: string; name: string }>("SELECT chain_id AS id, name FROM retail_chains ORDER BY chain_id LIMIT 1")
    await go(`/products/${encodeURIComponent(product.sku)}/show`)
    await atBothWidths("product-show", () => page.getByText(product.sku, { exact: true }).first().waitFor())
    for (const [resource, r] of [["brands", brand], ["agencies", agency], ["chains", chain]] as const) {
      await go(`/${resource}/${encodeURIComponent(r.id)}`)
      await expect.poll(() => page.locator("input[name=name]").inputValue()).toBe(r.name)
      await check(page, `${resource}-edit`)
    }
    await page.locator("input[name=name]").fill(`${chain.name} SA`)
    await page.getByRole("button", { name: "Save" }).click()
    await page.waitForURL(/\/show$/)
    await expect.poll(() => sql("SELECT name FROM retail_chains WHERE chain_id = ?", chain.id)).toEqual([{ name: `${chain.name} SA` }])
  }, 120_000)

  it("says in the form that a new id must be a code", async () => {
    await go("/stores/create")
    await page.locator("input[name=id]").fill("loja 1/sp")
    await page.locator("input[name=name]").fill("Loja")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText(/Use letters, digits/).first().waitFor()
    await check(page, "store-create-bad-id")
  })

  it("offers the enrol picker only the stores not enrolled yet", async () => {
    const campaign = one<{ id: string }>(
      "SELECT c.campaign_id AS id FROM campaigns c WHERE c.status <> 'closed' AND c.country = 'BR' AND EXISTS (SELECT 1 FROM campaign_stores cs WHERE cs.campaign_id = c.campaign_id) LIMIT 1"
    )
    const enrolled = one<{ name: string }>("SELECT st.name FROM campaign_stores cs JOIN stores st USING (store_id) WHERE cs.campaign_id = ? ORDER BY st.name LIMIT 1", campaign.id)
    await go(`/campaigns/${campaign.id}/show/stores`)
    const picker = page.locator("input[name=storeToEnrol]")
    await picker.fill(enrolled.name)
    await page.getByText("No options").waitFor()
    expect(await page.getByRole("option").count()).toBe(0)
  })
})

describe("adjustments, participants and erasure (item 18)", () => {
  it("adjusts a wallet's points with a reason from the account", async () => {
    const wallet = one<{ userId: string; campaignId: string; campaign: string; balance: number }>(
      "SELECT w.user_id AS userId, w.campaign_id AS campaignId, c.name AS campaign, w.balance FROM wallets w JOIN campaigns c USING (campaign_id) WHERE c.status = 'open' AND c.country = 'BR' ORDER BY w.balance DESC LIMIT 1"
    )
    await go(`/accounts/${encodeURIComponent(wallet.userId)}/show/wallets`)
    // The wallet of the open campaign: an account has one per campaign it took part in.
    const adjust = rows(page).filter({ hasText: wallet.campaign }).getByRole("button", { name: "Adjust points" })
    await atBothWidths("account-wallets", async () => {
      await adjust.waitFor()
      // Reachable, not cut off by the table's width: on a phone it must lie within the screen.
      const box = (await adjust.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width)
    })
    await adjust.click()
    const dialog = page.getByRole("dialog")
    await dialog.getByText(`Adjust the wallet’s points (${wallet.campaign})`).waitFor()
    await dialog.locator("input[name=points]").fill("1.5")
    await dialog.getByText("Type a whole number other than zero").waitFor()
    await dialog.locator("input[name=points]").fill("50")
    await dialog.locator("textarea[name=reason]").fill("Bônus de loja")
    await check(page, "adjust-dialog")
    await dialog.getByRole("button", { name: "Confirm" }).click()
    await page.getByText("Points adjusted").first().waitFor()
    await expect.poll(() => one<{ balance: number }>("SELECT balance FROM wallets WHERE user_id = ? AND campaign_id = ?", wallet.userId, wallet.campaignId).balance).toBe(wallet.balance + 50)
  }, 120_000)

  it("lists a campaign's participants, by name", async () => {
    const campaign = one<{ id: string; n: number }>("SELECT campaign_id AS id, count(*) AS n FROM participants GROUP BY 1 ORDER BY 2 DESC LIMIT 1")
    const first = one<{ name: string }>("SELECT pd.full_name AS name FROM participants p JOIN personal_data pd USING (user_id) WHERE p.campaign_id = ? ORDER BY p.registered_at DESC LIMIT 1", campaign.id)
    await go(`/campaigns/${campaign.id}/show/participants`)
    await atBothWidths("campaign-participants", () => page.getByText(first.name).first().waitFor())
    await go(`/participants?filter=${encodeURIComponent(JSON.stringify({ campaignId: campaign.id }))}`)
    await atBothWidths("participants-list", () => page.getByText(first.name).first().waitFor())
  }, 120_000)

  it("erases an account only once the holder's full name is typed", async () => {
    const learner = one<{ id: string; name: string }>(
      "SELECT a.user_id AS id, pd.full_name AS name FROM accounts a JOIN personal_data pd USING (user_id) WHERE a.role = 'learner' AND a.status = 'approved' AND a.country = 'BR' ORDER BY a.user_id DESC LIMIT 1"
    )
    await go(`/accounts/${encodeURIComponent(learner.id)}/show`)
    await page.getByRole("button", { name: "Erase account" }).click()
    const dialog = page.getByRole("dialog")
    const erase = dialog.getByRole("button", { name: "Erase for good" })
    await dialog.locator("input[name=fullName]").fill(learner.name.split(" ")[0]!)
    await dialog.getByText("The name typed is not the holder’s").waitFor()
    expect(await erase.isDisabled()).toBe(true)
    await check(page, "erase-dialog")
    await dialog.locator("input[name=fullName]").fill(learner.name.toUpperCase())
    await erase.click()
    await page.getByText("Account erased").first().waitFor()
    await expect.poll(() => sql("SELECT status FROM accounts WHERE user_id = ?", learner.id)).toEqual([{ status: "erased" }])
    expect(sql("SELECT count(*) AS n FROM personal_data WHERE user_id = ?", learner.id)).toEqual([{ n: 0 }])
  })
})
