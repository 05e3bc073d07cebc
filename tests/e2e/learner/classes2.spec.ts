import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { senceCourseId } from "../../../fixtures/demo/sence.ts"
import type { TestServer } from "../../support/server.ts"
import { expectAccessible, logIn, newPage, screenshot, widths, type Viewport } from "./support/browser.ts"
import { startDemoServer } from "./support/demoServer.ts"

// Issue 45's learner leftovers, on a phone and a desktop: the reaction evaluation after May's
// presential class (already given, fixtures/demo/classes.ts) is linked from the course's page, and a
// Chilean learner ends the SENCE session she started, after which the content waits for another.
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  s = await startDemoServer()
})
afterAll(() => s.close())
afterEach(() => context?.close())

const enterCompany = async (user: string, viewport: Viewport, company: RegExp) => {
  ;({ context, page } = await newPage(s.url, viewport))
  await logIn(page, user)
  const button = page.getByRole("button", { name: company })
  await Promise.race([button.waitFor(), page.waitForURL((u) => u.pathname !== "/")])
  if (await button.isVisible()) await button.click()
  await page.waitForURL((u) => u.pathname !== "/")
}

describe("after the class", () => {
  it("links the reaction evaluation of a class that has ended, to the class's own player", async () => {
    const learners: Record<Viewport["name"], string> = { phone: "br-002", desktop: "br-003" }
    for (const viewport of widths) {
      await enterCompany(learners[viewport.name], viewport, /Academia Vitrine/)
      await page.goto("/presential-courses/br-presencial-vitrine")
      const may = page.locator("#class-br-turma-maio")
      const reaction = may.getByRole("link", { name: "Responder a avaliação de reação" })
      await reaction.waitFor()
      await expectAccessible(page)
      await screenshot(page, "classes2-reaction-link", viewport)
      await reaction.click()
      await page.waitForURL((u) => u.pathname === "/presential-courses/br-presencial-vitrine/event/presential-class/br-turma-maio/activities/30")
      await context.close()
    }
  })
})

describe("SENCE session close", () => {
  it("ends a started session from the course's screen: the content then waits for a new session", async () => {
    const learners: Record<Viewport["name"], string> = { phone: "cl-001", desktop: "cl-002" }
    for (const viewport of widths) {
      const user = learners[viewport.name]
      const enrol = await s.fetch(`/api/me/courses/${senceCourseId}/enrolment`, { as: user, method: "POST" })
      expect([200, 201, 409, 422]).toContain(enrol.status)
      await enterCompany(user, viewport, /Capacita Chile/)
      await page.goto(`/courses/${senceCourseId}/activities/1`)
      await page.getByRole("heading", { name: /SENCE/, level: 1 }).waitFor()
      const accept = page.getByRole("button", { name: /Aceptar todas|Aceitar todos/ })
      if (await accept.isVisible()) await accept.click()
      await page.getByRole("button", { name: /Iniciar sesión SENCE|Iniciar sessão SENCE/ }).click()
      await page.getByLabel("RUT", { exact: true }).fill("12.345.678-5")
      await page.getByLabel(/Contraseña SENCE|Senha SENCE/).fill("clave-segura")
      await page.getByRole("button", { name: /Entrar a SENCE|Entrar no SENCE/ }).click()
      const close = page.getByRole("button", { name: /Cerrar sesión SENCE|Encerrar sessão SENCE/ })
      await close.waitFor()
      await expectAccessible(page)
      await screenshot(page, "classes2-sence-started", viewport)
      await close.click()
      await page.getByRole("button", { name: /Iniciar sesión SENCE|Iniciar sessão SENCE/ }).waitFor()
      await screenshot(page, "classes2-sence-closed", viewport)
      await context.close()
      const status = (await (await s.fetch(`/api/me/sence/courses/${senceCourseId}`, { as: user })).json()) as { started: boolean }
      expect(status.started).toBe(false)
    }
  })
})
