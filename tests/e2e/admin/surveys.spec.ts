import type { Page } from "playwright-core"
import { Exit } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoDay, type DemoServer } from "./support/demoServer.ts"
import { check, closeConsole, openConsole, rows } from "./support/pages.ts"

// Surveys in the console over the demo (fixtures/demo/surveys.ts: the May survey, answered by
// br-901), the built app and the real server: answers per question with their charts, and a
// survey built in the editor, published, answered by a learner and its answers seen.
let s: DemoServer
let page: Page
beforeAll(async () => void ({ s, page } = await openConsole({ as: "admin" })), 120_000)
afterAll(() => closeConsole(s))

const go = (hash: string) => page.goto(`${s.url}/admin/#${hash}`)
const sql = <A>(q: string, ...params: ReadonlyArray<unknown>) => s.programme.db.prepare(q).all(...params) as Array<A>

/** A learner's answer, as the learner API would send it (the same command path). */
const answerAs = (userId: string, surveyId: string, answers: ReadonlyArray<unknown>) => {
  const decoded = s.programme.handler.decode("AnswerSurvey", { surveyId, userId, answers })
  if (Exit.isFailure(decoded)) throw new Error("AnswerSurvey does not decode")
  const { outcome } = s.programme.executeSync({ commandId: `e2e-${surveyId}-${userId}`, at: Date.parse(`${demoDay}T12:00:00-03:00`), actor: { kind: "user", userId }, command: decoded.value })
  expect(outcome.status).toBe("accepted")
}

describe("surveys in the console", () => {
  it("shows a survey's answers per question with a chart each, at 1280 and 360", async () => {
    await go("/surveys")
    await rows(page).filter({ hasText: "Pesquisa de satisfação de maio" }).waitFor()
    await check(page, "surveys-list")
    await rows(page).filter({ hasText: "Pesquisa de satisfação de maio" }).click()
    await page.getByRole("heading", { name: "Answers per question" }).waitFor()
    await page.getByText("1 learners answered").waitFor()
    // One chart per choice question (four of five), its counts in its label.
    await expect.poll(() => page.locator('svg[aria-label^="Answers to:"]').count()).toBe(4)
    expect(await page.locator('svg[aria-label^="Answers to: Como você avalia"]').getAttribute("aria-label")).toContain("Bom: 1")
    await page.getByText("Mais treinamentos curtos pelo celular, por favor.").waitFor()
    await check(page, "survey-results")
    await page.setViewportSize({ width: 360, height: 800 })
    await check(page, "survey-results-360")
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  it("builds a survey in the editor, publishes it, sees a learner's answer and the survey's history", async () => {
    await go("/surveys/create")
    await page.locator("input[name=surveyId]").fill("e2e-survey")
    await page.locator("input[name=title]").fill("Pesquisa E2E")
    await page.locator("input[name=startsOn]").fill("2026-02-01")
    await page.locator("input[name=endsOn]").fill("2026-03-31")
    await page.getByRole("combobox", { name: "Client companies" }).click()
    await page.getByRole("option", { name: "Vitrine Pesquisas" }).click()
    await page.keyboard.press("Escape")
    await page.locator(".ra-input-questions .button-add").last().click()
    await page.locator('input[name="questions.0.questionId"]').fill("q1")
    await page.locator('input[name="questions.0.text"]').fill("Gostou da campanha?")
    await page.getByRole("combobox", { name: "Kind" }).click()
    await page.getByRole("option", { name: "Alternatives", exact: true }).click()
    const options = page.locator('[class*="ra-input-questions.0.options"] .button-add')
    await options.click()
    await page.locator('input[name="questions.0.options.0.text"]').fill("Sim")
    await options.click()
    await page.locator('input[name="questions.0.options.1.text"]').fill("Não")
    await check(page, "survey-editor")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByRole("button", { name: "Publish" }).click()
    await page.getByText("Survey published").waitFor()
    await page.getByRole("button", { name: "Unpublish" }).waitFor()
    expect(sql<{ status: string; owners: string }>("SELECT status, owners FROM surveys WHERE survey_id = 'e2e-survey'")[0]).toEqual({ status: "published", owners: '["admin"]' })

    answerAs("br-900", "e2e-survey", [{ questionId: "q1", options: [0] }])
    await page.reload()
    await page.getByText("1 learners answered").waitFor()
    expect(await page.locator('svg[aria-label^="Answers to: Gostou da campanha?"]').getAttribute("aria-label")).toContain("Sim: 1; Não: 0")
    await check(page, "survey-answered")
    await page.getByRole("tab", { name: "History" }).click()
    await page.getByText("Survey published").first().waitFor()
    await page.getByText("Survey saved").first().waitFor()
    await check(page, "survey-history")
  })
})
