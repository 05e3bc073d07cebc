import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../support/server.ts"
import { expectAccessible, logIn, newPage, openMenuLink, screenshot, widths } from "./support/browser.ts"
import { startDemoServer } from "./support/demoServer.ts"

// Surveys on the learner's phone and desktop (fixtures/demo/surveys.ts): br-900, of the company
// Vitrine Pesquisas, meets the mandatory May survey before the home screen, answers it (the
// errors said at their questions first), then reaches home. br-901 answered both: the list comes
// first, before a second mandatory survey is published for the desktop run.
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  s = await startDemoServer()
})
afterAll(() => s.close())
afterEach(() => context?.close())

const question = (name: RegExp) => page.getByRole("group", { name })

/** A second mandatory survey, so the desktop run meets one too (br-900 answers the demo's on the phone). */
const anotherMandatory = async () => {
  const body = {
    surveyId: "pesquisa-desktop",
    title: "Pesquisa rápida",
    type: "research",
    startsOn: "2026-05-01",
    endsOn: "2026-05-31",
    score: 0,
    mandatory: true,
    clients: ["vitrine-pesquisas"],
    owners: [],
    permissions: [],
    questions: [
      { questionId: "q1", kind: "alternatives", text: "Como foi sua semana de vendas?", mandatory: true, options: [{ text: "Boa" }, { text: "Difícil" }] },
      { questionId: "q2", kind: "multiple_choice_justified", text: "Quais produtos venderam mais?", mandatory: true, options: [{ text: "Notebooks" }, { text: "Monitores" }] },
      { questionId: "q3", kind: "essay", text: "Algo a acrescentar?", mandatory: true }
    ]
  }
  const headers = { "content-type": "application/json" }
  expect((await s.fetch("/api/admin/surveys", { as: "admin", method: "POST", headers, body: JSON.stringify(body) })).status).toBe(201)
  expect((await s.fetch("/api/admin/surveys/pesquisa-desktop/publish", { as: "admin", method: "POST", headers, body: "{}" })).status).toBe(200)
}

describe("surveys", () => {
  it("lists the surveys open to me, the answered ones marked, and opens the optional one from the menu", async () => {
    for (const viewport of widths) {
      ;({ context, page } = await newPage(s.url, viewport))
      await logIn(page, "br-901")
      await page.waitForURL("**/home")
      await openMenuLink(page, "Pesquisas")
      await page.getByRole("heading", { name: "Pesquisas", level: 1 }).waitFor()
      await page.getByRole("heading", { name: "Pesquisa de satisfação de maio" }).waitFor()
      expect(await page.getByText("Respondida").count()).toBe(2)
      await expectAccessible(page)
      await screenshot(page, "surveys", viewport)
      await page.goto("/home/surveys/lives-horario")
      await page.getByText(/Você já respondeu esta pesquisa em/).waitFor()
      await context.close()
    }
  })

  it("shows a mandatory survey before home until it is answered, with each error at its question", async () => {
    for (const viewport of widths) {
      if (viewport.name === "desktop") await anotherMandatory()
      ;({ context, page } = await newPage(s.url, viewport))
      await logIn(page, "br-900")
      const id = viewport.name === "phone" ? "pesquisa-maio" : "pesquisa-desktop"
      await page.waitForURL(`**/home/surveys/${id}`)
      // Typing another address still leads back to the survey.
      await page.goto("/campaigns")
      await page.waitForURL(`**/home/surveys/${id}`)
      await page.getByText("Responda esta pesquisa para continuar no programa.").waitFor()
      await expectAccessible(page)
      await screenshot(page, `survey-${id}`, viewport)

      await page.getByRole("button", { name: "Enviar respostas" }).click()
      await page.getByText("Corrija as perguntas indicadas.").waitFor()
      if (viewport.name === "phone") {
        await expect.poll(() => question(/^1\. Como você avalia/).getByText("Esta pergunta é obrigatória.").count()).toBe(1)
        expect(await question(/^2\. Você recomendaria/).getAttribute("aria-invalid")).toBe("true")
        expect(await question(/^3\. Quais temas/).getAttribute("aria-invalid")).toBeNull()
        await expectAccessible(page)
        await screenshot(page, "survey-errors", viewport)
        await question(/^1\. Como você avalia/).getByLabel("Bom", { exact: true }).check()
        await question(/^2\. Você recomendaria/).getByLabel("Sim").check()
        await question(/^2\. Você recomendaria/).getByLabel("Justifique sua resposta").fill("Os prêmios valem a pena.")
        // A justification without an option is not an answer to a choice question (SPEC §3).
        await question(/^4\. O que dificulta/).getByLabel("Justifique sua resposta").fill("Sem estoque às vezes")
        await page.getByRole("button", { name: "Enviar respostas" }).click()
        await question(/^4\. O que dificulta/).getByText("Escolha pelo menos uma opção.").waitFor()
        await question(/^4\. O que dificulta/).getByLabel("Estoque").check()
        await question(/^3\. Quais temas/).getByLabel("Novos produtos").check()
        await question(/^3\. Quais temas/).getByLabel("Atendimento").check()
        await question(/^5\. Deixe um comentário/).getByLabel("Sua resposta").fill("Gostei muito.")
      } else {
        await question(/^1\. Como foi sua semana/).getByLabel("Boa").check()
        await question(/^2\. Quais produtos/).getByLabel("Monitores").check()
        await question(/^2\. Quais produtos/).getByLabel("Justifique sua resposta").fill("Promoção de monitores")
        await question(/^3\. Algo a acrescentar/).getByLabel("Sua resposta").fill("Nada")
      }
      await page.getByRole("button", { name: "Enviar respostas" }).click()
      await page.getByText("Obrigado! Suas respostas foram registradas.").waitFor()
      await page.getByRole("link", { name: "Continuar" }).click()
      await page.waitForURL("**/home")
      await page.getByRole("heading", { level: 1 }).first().waitFor()
      expect(new URL(page.url()).pathname).toBe("/home")
      await context.close()
    }
    const answers = s.programme.db.prepare("SELECT survey_id AS surveyId, answers FROM survey_answers WHERE user_id = 'br-900' ORDER BY survey_id").all() as Array<{ surveyId: string; answers: string }>
    expect(answers.map((a) => a.surveyId)).toEqual(["pesquisa-desktop", "pesquisa-maio"])
    expect(JSON.parse(answers[1]!.answers)).toContainEqual({ questionId: "q4", options: [1], text: "Sem estoque às vezes" })
  })
})
