import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { senceClientId, senceCourseId } from "../../../fixtures/demo/sence.ts"
import type { TestServer } from "../../support/server.ts"
import { expectAccessible, logIn, newPage, screenshot, widths, type Viewport } from "./support/browser.ts"
import { startDemoServer } from "./support/demoServer.ts"

// SENCE on the learner's phone and desktop (DESIGN §4.9): a Chilean demo learner of Capacita Chile
// opens an activity of the course with a SENCE code, starts the session, is refused by the
// simulator (a password `sence-<code>` answers that code) and a wrong check digit, then gets in.
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  s = await startDemoServer()
})
afterAll(() => s.close())
afterEach(() => context?.close())

const learnerAt: Record<Viewport["name"], string> = { phone: "cl-001", desktop: "cl-002" }

const openActivity = async (user: string, viewport: Viewport) => {
  const enrol = await s.fetch(`/api/me/courses/${senceCourseId}/enrolment`, { as: user, method: "POST" })
  expect([200, 201, 409, 422]).toContain(enrol.status)
  ;({ context, page } = await newPage(s.url, viewport))
  await logIn(page, user)
  const company = page.getByRole("button", { name: /Capacita Chile/ })
  await Promise.race([company.waitFor(), page.waitForURL((u) => u.pathname !== "/")])
  if (await company.isVisible()) await company.click()
  await page.waitForURL((u) => u.pathname !== "/")
  await page.goto(`/courses/${senceCourseId}/activities/1`)
  await page.getByRole("heading", { name: /SENCE/, level: 1 }).waitFor()
  // The banner comes again in the learner's language (es-ES for Chile): accepted, it covers nothing.
  const accept = page.getByRole("button", { name: /Aceptar todas|Aceitar todos/ })
  if (await accept.isVisible()) await accept.click()
}

describe("SENCE session", () => {
  it("asks a Chilean learner for RUT and password within 3 minutes before the content, and says what to do on each refusal", async () => {
    const members = (await (await s.fetch("/api/me", { as: "cl-001" })).json()) as { clients: Array<{ clientId: string }> }
    expect(members.clients.map((c) => c.clientId)).toContain(senceClientId)
    for (const viewport of widths) {
      await openActivity(learnerAt[viewport.name], viewport)
      await expectAccessible(page)
      await screenshot(page, "sence-start", viewport)
      await page.getByRole("button", { name: /Iniciar sesión SENCE|Iniciar sessão SENCE/ }).click()
      await page.getByRole("timer").waitFor()
      const rut = page.getByLabel("RUT", { exact: true })
      await rut.fill("12.345.678-9")
      await rut.blur()
      await page.getByText(/RUT no es válido|RUT não é válido/).waitFor()
      await rut.fill("12.345.678-5")
      await page.getByLabel(/Contraseña SENCE|Senha SENCE/).fill("sence-211")
      await page.getByRole("button", { name: /Entrar a SENCE|Entrar no SENCE/ }).click()
      await page.getByRole("alert").getByText(/211/).waitFor()
      await expectAccessible(page)
      await screenshot(page, "sence-refused", viewport)
      await page.getByLabel(/Contraseña SENCE|Senha SENCE/).fill("clave-segura")
      await page.getByRole("button", { name: /Entrar a SENCE|Entrar no SENCE/ }).click()
      await page.getByRole("heading", { name: "Generaciones y familias de procesadores", level: 1 }).waitFor()
      await expectAccessible(page)
      await screenshot(page, "sence-started", viewport)
      await context.close()
    }
    const status = (await (await s.fetch(`/api/me/sence/courses/${senceCourseId}`, { as: "cl-001" })).json()) as { started: boolean }
    expect(status.started).toBe(true)
  })
})
