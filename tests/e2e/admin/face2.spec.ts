import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { png } from "../../support/images.ts"
import type { DemoServer } from "./support/demoServer.ts"
import { check, closeConsole, openConsole, password, rows } from "./support/pages.ts"

// Issue 49's leftovers in the console (face2): a client's theme edited with its contrast shown live,
// its logo uploaded and its preview; the public pages created, edited and published, as learners see them.
let s: DemoServer
let page: Page
beforeAll(async () => {
  ;({ s, page } = await openConsole({ as: "admin" }))
}, 120_000)
afterAll(() => closeConsole(s))

const go = (hash: string) => page.goto(`${s.url}/admin/#${hash}`)
const field = (name: string) => page.getByLabel(new RegExp(`^${name}`))
const themeOf = async (clientId: string) => (await fetch(`${s.url}/theme.css`, { headers: { cookie: `vitrine_client=${clientId}` } })).text()

describe("client themes", () => {
  it("lists the clients and edits one: the contrast live, a pair below AA refused, the logo uploaded, the learner app wearing it", async () => {
    await go("/branding-client-themes")
    await rows(page).filter({ hasText: "Academia Vitrine" }).waitFor()
    await check(page, "face2-client-themes")
    await rows(page).filter({ hasText: "Academia Vitrine" }).click()
    await page.getByRole("heading", { name: "Live preview" }).waitFor()
    expect(await field("Primary colour").inputValue()).toBe("#5b2a86")

    await field("Primary colour").fill("#ffcc00")
    await page.getByText("Contrast onPrimary/primary: 1.51:1 (needs 4.5:1)").waitFor()
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText("The contrast between #ffffff and #ffcc00 (onPrimary/primary) is 1.51:1; text needs at least 4.5:1 (WCAG AA).").waitFor()
    expect(await themeOf("academia-vitrine")).toContain("--brand: #5b2a86")

    await field("Primary colour").fill("#8a1c3c")
    await page.locator("input[type=file]").setInputFiles({ name: "academia.png", mimeType: "image/png", buffer: await png(240, 80) })
    await page.getByText("Image chosen").waitFor()
    await check(page, "face2-client-theme-edit")
    await page.getByRole("button", { name: "Save" }).click()
    await expect.poll(() => themeOf("academia-vitrine")).toContain("--brand: #8a1c3c")
    const answer = (await (await fetch(`${s.url}/api/login-config`)).json()) as { clients: Array<{ clientId: string; logoFileId?: string }> }
    const logo = answer.clients.find((c) => c.clientId === "academia-vitrine")?.logoFileId
    expect(logo).toBeDefined()
    expect(logo).not.toBe("demo-brand-logo-academia")
    expect(await themeOf("academia-vitrine")).toContain(`/api/login-config/files/${logo}`)

    await page.setViewportSize({ width: 360, height: 800 })
    await page.reload()
    await page.getByRole("heading", { name: "Live preview" }).waitFor()
    await check(page, "face2-client-theme-edit-360")
    await page.setViewportSize({ width: 1280, height: 800 })
  })
})

/** A learner's tab beside the console: logs in through the learner app's own login. */
const learnerTab = async (username: string): Promise<Page> => {
  const learner = await page.context().newPage()
  await learner.goto(`${s.url}/`)
  await learner.getByLabel("Usuário ou e-mail").waitFor()
  const accept = learner.getByRole("button", { name: "Aceitar todos" })
  if (await accept.isVisible().catch(() => false)) await accept.click()
  await learner.getByLabel("Usuário ou e-mail").fill(username)
  await learner.getByLabel("Senha").fill(password)
  await learner.getByRole("button", { name: "Entrar", exact: true }).click()
  await learner.waitForURL((u) => u.pathname !== "/")
  return learner
}

describe("site pages", () => {
  it("creates a hotsite, publishes it to the campaign's learners, edits it, at 1280 and 360", async () => {
    await go("/site-pages/create")
    await field("Page id").fill("hotsite-ar-otono")
    await page.getByRole("combobox", { name: "Kind" }).click()
    await page.getByRole("option", { name: "Campaign hotsite" }).click()
    await field("Title").fill("Otoño a toda marcha")
    await field("Text \\(HTML\\)").fill("<p>Vendé más este mes y sumá el doble de puntos.</p>")
    await page.getByRole("combobox", { name: "Campaign (hotsite)" }).click()
    // Several countries name their autumn campaign alike (the demo anchors its second one to today): the option by its id.
    await page.locator(`li[role=option][data-value="ar-2026-otono"]`).click()
    await check(page, "face2-site-page-create")
    await page.getByRole("button", { name: "Save" }).click()
    // Saved is published: the list shows it online.
    const row = rows(page).filter({ hasText: "Otoño a toda marcha" })
    await row.waitFor()
    expect(await row.locator(`[data-testid="true"]`).count()).toBe(1)
    await check(page, "face2-site-pages")

    const learner = await learnerTab("ar-001")
    await learner.goto(`${s.url}/hotsite`)
    await learner.getByRole("heading", { name: "Otoño a toda marcha" }).waitFor()
    await learner.getByText("Vendé más este mes y sumá el doble de puntos.").waitFor()

    await row.click()
    await field("Title").fill("Otoño: último mes")
    await page.getByRole("button", { name: "Save" }).click()
    await rows(page).filter({ hasText: "Otoño: último mes" }).waitFor()
    await learner.reload()
    await learner.getByRole("heading", { name: "Otoño: último mes" }).waitFor()
    await learner.close()

    await page.setViewportSize({ width: 360, height: 800 })
    await go("/site-pages")
    await page.getByText("Otoño: último mes").waitFor()
    await check(page, "face2-site-pages-360")
    // The phone's menu is a drawer that may be open over the list: the edit screen opened by its address.
    await go("/site-pages/hotsite-ar-otono")
    expect(await field("Title").inputValue()).toBe("Otoño: último mes")
    await check(page, "face2-site-page-edit-360")
    await page.setViewportSize({ width: 1280, height: 800 })
  })
})
