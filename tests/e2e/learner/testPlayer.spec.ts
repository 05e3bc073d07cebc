import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { COURSES_BR } from "../../../fixtures/demo/learning/coursesBr.ts"
import type { TestServer } from "../../support/server.ts"
import { expectAccessible, logInToAcademy, newPage, screenshot, widths } from "./support/browser.ts"
import { startDemoServer } from "./support/demoServer.ts"

// The test player's hard cases (issue 43): a save that fails is said and sent again, and failing
// every attempt of a `block` test shows what DESIGN §4.8 says happens: the course is blocked.
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  s = await startDemoServer(undefined, { media: true })
})
afterAll(() => s.close())
afterEach(() => context?.close())

const courseId = "br-monitores-gamer"
const course = COURSES_BR.find((c) => c.courseId === courseId)!
const wrongOption = (text: string) => course.test.questions.find((q) => q.text === text)!.options.find((o) => !o.correct)!.text

const enrolledNewcomer = async (): Promise<string> => {
  for (let n = 1; n <= 10; n++) {
    const user = `br-${String(n).padStart(3, "0")}`
    const r = await s.fetch(`/api/me/courses/${courseId}/enrolment`, { method: "POST", as: user, headers: { "idempotency-key": `tp-${user}` } })
    if (r.status === 201) return user
  }
  throw new Error("no academy learner could enrol")
}

/** Answers every question wrong, from the drawer's first question to the summary, and sends. */
const failAnAttempt = async () => {
  const total = course.test.questionCount
  for (let n = 1; n <= total; n++) {
    const fieldset = page.getByRole("group", { name: new RegExp(`Pergunta ${n} de ${total}`) })
    await fieldset.getByLabel(wrongOption((await fieldset.locator("legend strong").textContent())!), { exact: true }).check()
    await page.getByText("Respostas salvas").waitFor()
    await page.getByRole("button", { name: n < total ? "Próxima" : "Revisar e enviar", exact: true }).click()
  }
  await page.getByRole("button", { name: "Enviar respostas" }).click()
}

describe("the test player", () => {
  it("says a save failed and sends it again; failing every attempt of a block test shows the course blocked", async () => {
    const user = await enrolledNewcomer()
    const viewport = widths[0]
    ;({ context, page } = await newPage(s.url, viewport))
    await logInToAcademy(page, user, "any")
    await page.goto(`/courses/${courseId}/activities/2`)
    await page.getByRole("button", { name: "Começar tentativa" }).click()

    // The first save fails (the network drops it): the player says so, keeps the answer and sends it again.
    let dropped = 0
    await page.route("**/api/me/attempts/*/answers", (route) => (dropped++ === 0 ? route.abort("failed") : route.continue()))
    const first = page.getByRole("group", { name: /Pergunta 1 de/ })
    const option = wrongOption((await first.locator("legend strong").textContent())!)
    await first.getByLabel(option, { exact: true }).check()
    await page.getByText("Não foi possível salvar. Tentando de novo…").waitFor()
    await screenshot(page, "test-save-failed", viewport)
    await expectAccessible(page)
    // Sent again by itself (or at once with "Tentar salvar agora").
    await page.getByText("Respostas salvas").waitFor()
    const results = (await (await s.fetch("/api/me/attempts", { as: user })).json()) as Array<{ attemptId: string; courseId: string }>
    const attempt = (await (await s.fetch(`/api/me/attempts/${results.find((r) => r.courseId === courseId)!.attemptId}`, { as: user })).json()) as {
      answers: Record<string, Array<string>>
      questions: Array<{ questionId: string; options: Array<{ optionId: string; text: string }> }>
    }
    const q1 = attempt.questions[0]!
    expect(attempt.answers[q1.questionId]).toEqual([q1.options.find((o) => o.text === option)!.optionId])
    await page.unroute("**/api/me/attempts/*/answers")
    await page.getByRole("button", { name: "Próxima", exact: true }).click()

    // The rest of the first attempt, wrong: one attempt left, try again.
    const total = course.test.questionCount
    for (let n = 2; n <= total; n++) {
      const fieldset = page.getByRole("group", { name: new RegExp(`Pergunta ${n} de ${total}`) })
      await fieldset.getByLabel(wrongOption((await fieldset.locator("legend strong").textContent())!), { exact: true }).check()
      await page.getByText("Respostas salvas").waitFor()
      await page.getByRole("button", { name: n < total ? "Próxima" : "Revisar e enviar", exact: true }).click()
    }
    await page.getByRole("button", { name: "Enviar respostas" }).click()
    await page.getByText("0%: abaixo da nota mínima de 70%.").waitFor()
    await page.getByText("Tentativas restantes: 1.").waitFor()
    await page.getByText("Você pode tentar de novo.").waitFor()

    // The last attempt, wrong again: the course is blocked, no certificate, the rest still open.
    await page.getByRole("button", { name: "Nova tentativa" }).click()
    await failAnAttempt()
    await page.getByText("Suas tentativas acabaram: o curso está bloqueado e não emitirá certificado. As demais atividades continuam abertas.").waitFor()
    expect(await page.getByRole("button", { name: "Nova tentativa" }).count()).toBe(0)
    await screenshot(page, "test-blocked", viewport)
    await expectAccessible(page)
    const detail = (await (await s.fetch(`/api/me/courses/${courseId}`, { as: user })).json()) as { progress: string; certificateCode: string | null }
    expect(detail).toMatchObject({ progress: "blocked", certificateCode: null })
  }, 240_000)
})
