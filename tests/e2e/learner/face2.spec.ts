import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { setUpBrandingLogos } from "../../../adapters/demo/brandingLogos.ts"
import type { TestServer } from "../../support/server.ts"
import { dismissCookies, expectAccessible, newPage, screenshot, widths } from "./support/browser.ts"
import { demoPassword, startDemoServer } from "./support/demoServer.ts"

// Issue 49's leftovers (face2): the country chosen before login and sign-up, the header's client
// logo drawn at a readable size (it was a blank box on phones), and the icons that follow the logo.
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  s = await startDemoServer()
  await setUpBrandingLogos(s.programme.db)
})
afterAll(() => s.close())
afterEach(() => context?.close())

describe.each(widths)("the country before login and sign-up at $width px", (viewport) => {
  it("is asked on the login, remembered, and sets the language and the sign-up's document rules", async () => {
    ;({ context, page } = await newPage(s.url, viewport))
    await page.goto("/")
    const country = page.getByLabel("País", { exact: true })
    await country.waitFor()
    await dismissCookies(page)
    // The demo serves seven countries: none is assumed until the learner picks one.
    expect(await country.inputValue()).toBe("")
    expect(await country.locator("option").allTextContents()).toEqual(["Escolha seu país", "Argentina", "Brasil", "Canadá", "Chile", "Colômbia", "México", "Peru"])
    await screenshot(page, "face2-country-login", viewport)
    await expectAccessible(page)

    await country.selectOption("AR")
    // Argentina's language is Spanish: the login speaks it at once.
    await page.getByRole("heading", { name: "Iniciar sesión" }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es-ES")
    await expect.poll(() => page.evaluate(() => localStorage.getItem("vitrine.country") !== null)).toBe(true)

    // Remembered on this device: a new visit starts in Argentina, in Spanish.
    await page.reload()
    await page.getByRole("heading", { name: "Iniciar sesión" }).waitFor()
    expect(await page.getByLabel("País", { exact: true }).inputValue()).toBe("AR")
    await screenshot(page, "face2-country-remembered", viewport)
    await expectAccessible(page)

    // The sign-up starts in Argentina: its document is the DNI, eight digits.
    await page.getByRole("link", { name: "Regístrate" }).click()
    await page.getByText("DNI: 8 dígitos").waitFor()
    const signUpCountry = page.getByRole("form").getByLabel("País", { exact: true })
    expect(await signUpCountry.inputValue()).toBe("AR")
    const documentField = page.getByLabel("Documento", { exact: true })
    await documentField.fill("12.345.678-9")
    expect(await documentField.inputValue()).toBe("12345678")
  })
})

describe.each(widths)("the client's logo in the header at $width px", (viewport) => {
  it("is drawn at a readable size, from a picture that loaded", async () => {
    ;({ context, page } = await newPage(s.url, viewport))
    await page.goto("/")
    await page.getByLabel("Usuário ou e-mail").waitFor()
    await dismissCookies(page)
    await page.getByLabel("Usuário ou e-mail").fill(viewport.name === "phone" ? "br-020" : "br-021")
    await page.getByLabel("Senha").fill(demoPassword)
    await page.getByRole("button", { name: "Entrar", exact: true }).click()
    await page.locator("header.top").waitFor()
    await expect.poll(() => page.locator(".top .brand").evaluate((el) => getComputedStyle(el, "::before").backgroundImage)).toContain("demo-brand-logo-varejo")
    // The logo as the header draws it: `contain` in the box's content area, so its drawn height is
    // the smaller of the box's height and its width over the picture's proportions.
    const drawn = await page.locator(".top .brand").evaluate(async (el) => {
      const style = getComputedStyle(el, "::before")
      const url = /url\("?([^")]+)"?\)/.exec(style.backgroundImage)![1]!
      const image = new Image()
      image.src = url
      await image.decode()
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight)
      const width = parseFloat(style.width) - padding
      const height = parseFloat(style.height) - padding
      const scale = Math.min(width / image.naturalWidth, height / image.naturalHeight)
      return { naturalWidth: image.naturalWidth, width: image.naturalWidth * scale, height: image.naturalHeight * scale }
    })
    expect(drawn.naturalWidth).toBeGreaterThan(0)
    // A wordmark a few pixels high read as an empty white box; at 20 px its name is legible.
    expect(drawn.height).toBeGreaterThanOrEqual(20)
    expect(drawn.width).toBeGreaterThanOrEqual(80)
    await screenshot(page, "face2-header-logo", viewport)
    await expectAccessible(page)

    // The page's icons follow the client's logo: the tab's icon is a square picture of it.
    const icon = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.href
      const res = await fetch(href)
      const image = new Image()
      image.src = URL.createObjectURL(await res.blob())
      await image.decode()
      return { href: new URL(href).pathname, type: res.headers.get("content-type"), width: image.naturalWidth, height: image.naturalHeight }
    })
    expect(icon).toEqual({ href: "/favicon", type: "image/png", width: 64, height: 64 })
  })
})
