import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { DEMO_GAMES_COURSE } from "../../../fixtures/demo/learning/games.ts"
import { toCreateTest } from "../../../web-admin/src/courseTests/toCreateTest.ts"
import type { TestServer } from "../../support/server.ts"
import { dismissCookies, expectAccessible, logInToAcademy, newPage, screenshot, widths } from "./support/browser.ts"
import { startDemoServer } from "./support/demoServer.ts"

// Course authoring's leftovers seen by a learner: a test built with the console's question-bank
// editor (its form sent as the console's transform sends it) is taken end to end; a game round's
// score, kept on the server, appears in the course's previous results. At 360 and 1280, with axe.
let s: TestServer
let context: BrowserContext | undefined
let page: Page
const courseId = "K-AUTHORING-TEST"
const admin = (path: string, body: unknown) =>
  s.fetch(`/api/admin/${path}`, { as: "admin", method: "POST", headers: { "content-type": "application/json", "idempotency-key": `authoring-${path}` }, body: JSON.stringify(body) })

beforeAll(async () => {
  s = await startDemoServer()
  const course = { courseId, title: "Prova montada no console", workloadHours: 1, enrolmentType: "open", activities: [{ activityId: "a1", title: "Prova de processadores", type: "conventional_test", hierarchyOrder: 1, mandatory: true, blocking: false }] }
  expect((await admin("courses", course)).status).toBe(201)
  const form = {
    testId: `${courseId}-a1`,
    courseId,
    activityId: "a1",
    activityType: "conventional_test",
    passMark: 50,
    maxAttempts: 2,
    questionCount: 2,
    questions: [
      { text: "Qual processador tem mais núcleos?", options: [{ text: "Ryzen 9", correct: true }, { text: "Core i3", correct: false }] },
      { text: "Qual placa é da NVIDIA?", options: [{ text: "Radeon", correct: false }, { text: "GeForce", correct: true }] }
    ]
  }
  expect((await admin("tests", toCreateTest(form))).status).toBe(201)
  expect((await admin(`courses/${courseId}/publish`, {})).status).toBe(200)
}, 120_000)
afterAll(() => s.close())
afterEach(() => context?.close())

const taken = new Set<string>()
/** The next academy learner (br-001…br-010) not used yet who can enrol in `course`; enrolled here. */
const enrolled = async (course: string): Promise<string> => {
  for (let n = 1; n <= 10; n++) {
    const user = `br-${String(n).padStart(3, "0")}`
    if (taken.has(`${course}:${user}`)) continue
    taken.add(`${course}:${user}`)
    const r = await s.fetch(`/api/me/courses/${course}/enrolment`, { method: "POST", as: user, headers: { "idempotency-key": `authoring-${course}-${user}` } })
    if (r.status === 201) return user
  }
  throw new Error("no academy learner could enrol")
}

const enterAcademy = async (user: string) => {
  await logInToAcademy(page, user, "any")
  await dismissCookies(page)
}

const right: Record<string, string> = { "Qual processador tem mais núcleos?": "Ryzen 9", "Qual placa é da NVIDIA?": "GeForce" }

describe.each(widths)("at $width px", (viewport) => {
  it("a learner takes the test built in the console and passes it", async () => {
    const user = await enrolled(courseId)
    ;({ context, page } = await newPage(s.url, viewport))
    await enterAcademy(user)
    await page.goto(`/courses/${courseId}/activities/1`)
    await page.getByRole("button", { name: "Começar tentativa" }).click()
    for (let n = 1; n <= 2; n++) {
      const fieldset = page.getByRole("group", { name: new RegExp(`Pergunta ${n} de 2`) })
      const text = (await fieldset.locator("legend strong").textContent())!
      await fieldset.getByLabel(right[text]!, { exact: true }).check()
      await page.getByText("Respostas salvas").waitFor()
      await page.getByRole("button", { name: n < 2 ? "Próxima" : "Revisar e enviar", exact: true }).click()
    }
    await page.getByRole("button", { name: "Enviar respostas" }).click()
    await page.getByText("Aprovado, com 100%.").waitFor()
    await screenshot(page, "authoring-test-passed", viewport)
    await expectAccessible(page)
    const status = s.programme.db.prepare("SELECT status FROM enrolments WHERE course_id = ? AND user_id = ?").pluck().get(courseId, user)
    expect(status).toBe("approved")
  })

  it("a lost and a won game round appear in the course's previous results, kept on the server", async () => {
    const user = await enrolled(DEMO_GAMES_COURSE)
    ;({ context, page } = await newPage(s.url, viewport))
    await enterAcademy(user)
    await page.goto(`/courses/${DEMO_GAMES_COURSE}/activities/1`)
    const statement = (text: string) => page.getByRole("group", { name: text })
    await statement("Um SSD é mais rápido que um HD mecânico.").getByRole("button", { name: "Falso" }).press("Enter")
    await statement("Mais memória RAM sempre aumenta a duração da bateria.").getByRole("button", { name: "Verdadeiro" }).press("Enter")
    await page.getByRole("button", { name: "Jogar de novo" }).press("Enter")
    await statement("Um SSD é mais rápido que um HD mecânico.").getByRole("button", { name: "Verdadeiro" }).press("Enter")
    await statement("Mais memória RAM sempre aumenta a duração da bateria.").getByRole("button", { name: "Falso" }).press("Enter")
    await statement("Um monitor de 144 Hz mostra até 144 quadros por segundo.").getByRole("button", { name: "Verdadeiro" }).press("Enter")
    await page.locator(".game-end.success").waitFor()
    const kept = () => s.programme.db.prepare("SELECT round, won FROM authoring_game_rounds WHERE user_id = ? ORDER BY round").all(user)
    await expect.poll(kept).toEqual([{ round: 1, won: 0 }, { round: 2, won: 1 }])
    await page.goto(`/online-courses/${DEMO_GAMES_COURSE}`)
    const rounds = page.getByTestId("game-rounds")
    await rounds.getByText(/rodada 2: 100%/).waitFor()
    await rounds.getByText(/rodada 1: /).waitFor()
    expect(await rounds.getByText("Perdeu").count()).toBe(1)
    expect(await rounds.getByText("Venceu").count()).toBe(1)
    await screenshot(page, "authoring-game-rounds", viewport)
    await expectAccessible(page)
  })
})
