import jsqr from "jsqr"
import sharp from "sharp"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { DemoServer } from "./support/demoServer.ts"
import { check, closeConsole, logIn, openConsole, rows } from "./support/pages.ts"

// The field programme in the console: the store-photo audit queue and a meetup's live check-in
// screen, over the demo (each country has photos in every audit state and a meetup running with
// the code 202605), the built app and the real server; one server and one browser for the file.
let s: DemoServer
let page: Page
beforeAll(async () => void ({ s, page } = await openConsole({ as: "admin" })), 120_000)
afterAll(() => closeConsole(s))

const go = (hash: string) => page.goto(`${s.url}/admin/#${hash}`)
/** jsQR is CommonJS with a `default` export: under Node's module rules the default import is its module object. */
type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null
const jsQR = ((jsqr as unknown as { default?: Decode }).default ?? jsqr) as unknown as Decode

const sql = <A>(q: string, ...params: ReadonlyArray<unknown>) => s.programme.db.prepare(q).all(...params) as Array<A>

/** The QR on screen, decoded by a real decoder (jsQR) from the image's own pixels. */
const decodeQr = async (): Promise<string | undefined> => {
  const src = await page.getByTestId("checkin-qr").getAttribute("src")
  const png = Buffer.from(src!.replace(/^data:image\/png;base64,/, ""), "base64")
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data
}

describe("the field programme in the console", () => {
  it("audits store photos: the queue, one photo zoomed with the store's week beside it, a reproval with a reason, a bulk approval", async () => {
    await go("/photos")
    await rows(page).first().waitFor()
    const awaiting = sql<{ n: number }>("SELECT count(*) AS n FROM store_photos WHERE status = 'awaiting_approval'")[0]!.n
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(Math.min(awaiting, 25))
    await check(page, "photos-queue")

    // demo-br-p5 shares its week with the other photos BR sent this week.
    await go("/photos/demo-br-p5/show")
    await page.getByRole("heading", { name: /other photos of week/ }).waitFor()
    await check(page, "photo-show")
    await page.getByRole("button", { name: "Reprove" }).click()
    await page.getByLabel("Reason").fill("Gôndola fora de foco")
    await page.getByRole("button", { name: "Confirm" }).click()
    await expect.poll(() => sql<{ status: string; reason: string }>("SELECT status, reason FROM store_photos WHERE photo_id = 'demo-br-p5'")[0]).toEqual({ status: "reproved", reason: "Gôndola fora de foco" })

    await go("/photos")
    await rows(page).first().waitFor()
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(Math.min(awaiting - 1, 25))
    await page.locator("thead input[type=checkbox]").first().check()
    await page.getByRole("button", { name: "Approve selected" }).click()
    await expect.poll(() => sql<{ n: number }>("SELECT count(*) AS n FROM store_photos WHERE status = 'awaiting_approval'")[0]!.n).toBe(Math.max(awaiting - 1 - 25, 0))
  })

  it("runs the live check-in screen: the code and its QR (decoded, it is the code), a rotation, the attendance list", async () => {
    await go("/meetups/demo-br-semana/show")
    await page.getByTestId("checkin-code").waitFor()
    expect(await page.getByTestId("checkin-code").innerText()).toBe("202605")
    await page.getByTestId("checkin-qr").waitFor()
    expect(await decodeQr()).toBe("202605")
    await check(page, "meetup-checkin")

    await page.getByRole("button", { name: "New code" }).click()
    await expect.poll(() => page.getByTestId("checkin-code").innerText()).not.toBe("202605")
    const rotated = await page.getByTestId("checkin-code").innerText()
    expect(rotated).toMatch(/^\d{6}$/)
    await expect.poll(decodeQr).toBe(rotated)
    expect(sql<{ code: string }>("SELECT code FROM meetups WHERE meetup_id = 'demo-br-semana'")[0]!.code).toBe(rotated)

    await page.setViewportSize({ width: 360, height: 800 })
    await check(page, "meetup-checkin-phone")
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  it("creates a meetup (the superuser names its country)", async () => {
    await go("/meetups/create")
    await page.locator("input[name=id]").fill("e2e-meetup")
    await page.locator("input[name=title]").fill("Encontro E2E")
    await page.getByRole("combobox", { name: "Country" }).click()
    await page.getByRole("option", { name: "BR", exact: true }).click()
    await page.locator("input[name=startsAt]").fill("2026-03-10T19:00")
    await page.locator("input[name=endsAt]").fill("2026-03-10T21:00")
    await check(page, "meetup-create")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText("No code yet").waitFor()
    expect(sql<{ country: string; minLevel: number }>("SELECT country, min_level AS minLevel FROM meetups WHERE meetup_id = 'e2e-meetup'")[0]).toEqual({ country: "BR", minLevel: 2 })
  })
})
