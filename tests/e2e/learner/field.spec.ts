import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { png } from "../../support/images.ts"
import type { TestServer } from "../../support/server.ts"
import { expectAccessible, logIn, newPage, openMenuLink, screenshot, widths, type Viewport } from "./support/browser.ts"
import { startDemoServer } from "./support/demoServer.ts"

// The field programme on the learner's phone and desktop: store photos by type for a store, and
// the meetups screen with check-in by typed code and by the camera (Chromium's fake camera shows
// the QR of the demo meetups' code, fixtures/demo/field.ts).
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  s = await startDemoServer()
})
afterAll(() => s.close())
afterEach(() => context?.close())

interface Campaign { campaignId: string; status: string; registration: { storeIds: Array<string> } | null }

/** Brazilian learners registered in the running campaign (past the academy's ten, who pick a company first). */
const registered = async (): Promise<Array<string>> => {
  const users: Array<string> = []
  for (let n = 11; n <= 40 && users.length < 6; n++) {
    const user = `br-${String(n).padStart(3, "0")}`
    const campaigns = (await (await s.fetch("/api/me/campaigns?range=[0,99]", { as: user })).json()) as Array<Campaign>
    if (campaigns.some((c) => c.status === "open" && c.registration !== null)) users.push(user)
  }
  return users
}

const open = async (user: string, viewport: Viewport, path: string) => {
  ;({ context, page } = await newPage(s.url, viewport))
  await logIn(page, user)
  await page.waitForURL((u) => u.pathname !== "/")
  await page.goto(path)
}

describe("store photos and meetups", () => {
  it("sends a store photo with the camera input, and shows the week's slots and when they reopen", async () => {
    const [user] = await registered()
    for (const viewport of widths) {
      await open(user!, viewport, "/upload-photos")
      await page.getByRole("heading", { name: "Fotos da loja", level: 1 }).waitFor()
      await page.getByRole("heading", { name: "Enviadas nesta semana" }).waitFor()
      await page.getByText(/Novos envios a partir de segunda-feira/).waitFor()
      expect(await page.getByLabel("Foto", { exact: true }).getAttribute("capture")).toBe("environment")
      await expectAccessible(page)
      await screenshot(page, "upload-photos", viewport)
      if (viewport.name === "phone") {
        await page.getByRole("button", { name: "Enviar foto" }).click()
        await page.getByText("Escolha o tipo de foto.").waitFor()
        await page.getByLabel("Tipo de foto").selectOption("vitrine")
        await page.getByLabel("Foto", { exact: true }).setInputFiles({ name: "gondola.png", mimeType: "image/png", buffer: await png(64, 64) })
        await page.getByRole("button", { name: "Enviar foto" }).click()
        await page.getByText("Foto enviada: aguardando aprovação.").waitFor()
        await page.getByText("Enviada por você").waitFor()
        await screenshot(page, "upload-photos-sent", viewport)
      }
      await context.close()
    }
    const [photo] = (await (await s.fetch("/api/me/photos", { as: user! })).json()) as Array<{ photoType: string; status: string; fileId: string | null }>
    expect(photo).toMatchObject({ photoType: "vitrine", status: "awaiting_approval", fileId: expect.any(String) })
  })

  it("lists the meetups with the level one needs, and checks in by typing the code", async () => {
    const [, user] = await registered()
    for (const viewport of widths) {
      await open(user!, viewport, "/events")
      await page.getByRole("heading", { name: "Semana do vendedor" }).waitFor()
      await page.getByRole("heading", { name: "Encontro Creator" }).waitFor()
      await expectAccessible(page)
      await screenshot(page, "events", viewport)
      if (viewport.name === "phone") {
        await page.getByLabel("Código de check-in (6 dígitos)").fill("123")
        await page.getByRole("button", { name: "Fazer check-in" }).click()
        await page.getByText("O código de check-in tem seis dígitos.").waitFor()
        await page.getByLabel("Código de check-in (6 dígitos)").fill("202605")
        await page.getByRole("button", { name: "Fazer check-in" }).click()
        // Checked in: the card says so in place of the form.
        await page.getByText("Presença confirmada").waitFor()
        await screenshot(page, "events-checked-in", viewport)
      }
      await context.close()
    }
    const meetups = (await (await s.fetch("/api/me/meetups", { as: user! })).json()) as Array<{ meetupId: string; checkedInAt: string | null }>
    expect(meetups.find((m) => m.meetupId === "demo-br-semana")?.checkedInAt).not.toBeNull()
  })

  it("checks in by scanning the QR with the phone's camera", async () => {
    const [, , user] = await registered()
    await open(user!, widths[0], "/events")
    await page.getByRole("heading", { name: "Semana do vendedor" }).waitFor()
    await page.getByRole("button", { name: "Ler o QR code" }).click()
    await page.getByText("Presença confirmada").waitFor({ timeout: 30_000 })
    await screenshot(page, "events-scanned", widths[0])
    const meetups = (await (await s.fetch("/api/me/meetups", { as: user! })).json()) as Array<{ meetupId: string; checkedInAt: string | null }>
    expect(meetups.find((m) => m.meetupId === "demo-br-semana")?.checkedInAt).not.toBeNull()
  })

  it("shows the campaign's ranking with my place, from the menu when the company has rankings on", async () => {
    const [user] = await registered()
    for (const viewport of widths) {
      await open(user!, viewport, "/home")
      await openMenuLink(page, "Ranking")
      await page.getByRole("heading", { name: "Ranking", level: 1 }).waitFor()
      await page.getByRole("table", { name: "Os dez primeiros por XP na campanha" }).waitFor()
      await page.getByText(/Você está em \d+º lugar entre \d+ participantes/).waitFor()
      expect(await page.locator("tr.me").count()).toBe(1)
      await expectAccessible(page)
      await screenshot(page, "ranking", viewport)
      await context.close()
    }
  })
})
