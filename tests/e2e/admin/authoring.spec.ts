import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoGame } from "../../../fixtures/demo/learning/games.ts"
import { passwordLogin } from "./support/api.ts"
import type { DemoServer } from "./support/demoServer.ts"
import { check, closeConsole, openConsole } from "./support/pages.ts"

// Course authoring (issues 43 and 47 leftovers): an admin edits a draft course in the console —
// reorders its activities and edits one — then builds its test with the question-bank editor,
// whose fields say what is wrong before anything is sent; at 1280 and 360 px, with axe.
let s: DemoServer
let page: Page
beforeAll(async () => {
  ;({ s, page } = await openConsole({ as: "admin" }))
  const { access_token } = (await (await passwordLogin(s.url, "admin")).json()) as { access_token: string }
  const activity = (activityId: string, title: string, type: string, order: number, content?: unknown) => ({ activityId, title, type, hierarchyOrder: order, mandatory: true, blocking: false, ...(content ? { content } : {}) })
  const course = {
    courseId: "K-AUTHORING",
    title: "Rascunho de autoria",
    workloadHours: 1,
    enrolmentType: "open",
    activities: [activity("a1", "Introdução", "html", 1, { kind: "html", html: "<p>Bem-vindo</p>" }), activity("a2", "Vídeo", "video", 2), activity("a3", "Prova final", "conventional_test", 3)]
  }
  const post = (body: unknown) => fetch(`${s.url}/api/admin/courses`, { method: "POST", headers: { authorization: `Bearer ${access_token}`, "content-type": "application/json" }, body: JSON.stringify(body) })
  expect((await post(course)).status).toBe(201)
  const games = { ...course, courseId: "K-AUTHORING-GAMES", title: "Jogos em rascunho", activities: [activity("g1", "Verdade?", "true_false_game", 1, { kind: "game", game: demoGame("true_false").game })] }
  expect((await post(games)).status).toBe(201)
}, 180_000)
afterAll(() => closeConsole(s))

const sql = <A>(q: string, ...params: ReadonlyArray<unknown>) => s.programme.db.prepare(q).all(...params) as Array<A>
const order = () => (JSON.parse(sql<{ activities: string }>("SELECT activities FROM courses WHERE course_id = 'K-AUTHORING'")[0]!.activities) as Array<{ activityId: string; title: string }>).map((a) => `${a.activityId}:${a.title}`)

describe("a draft course in the console", () => {
  it("is edited: an activity moved down, another renamed, saved whole", async () => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`${s.url}/admin/#/courses/K-AUTHORING/show`)
    await page.getByRole("link", { name: "Edit draft" }).click()
    const titles = page.getByLabel("Activity title")
    await expect.poll(() => titles.first().inputValue()).toBe("Introdução")
    await page.getByRole("button", { name: "Move down" }).first().click()
    await expect.poll(() => titles.first().inputValue()).toBe("Vídeo")
    await titles.first().fill("Vídeo de abertura")
    await check(page, "authoring-edit-1280")
    await page.getByRole("button", { name: "Save" }).click()
    await expect.poll(order).toEqual(["a2:Vídeo de abertura", "a1:Introdução", "a3:Prova final"])
    await page.waitForURL(/\/courses\/K-AUTHORING\/show/)
    await page.setViewportSize({ width: 360, height: 800 })
    await check(page, "authoring-edited-360")
  })

  it("builds its test: each wrong field says so, then the test is created and listed on the course", async () => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`${s.url}/admin/#/courses/K-AUTHORING/show`)
    await page.getByRole("link", { name: "Build its test" }).click()
    await page.getByLabel("Pass mark (%)").fill("120")
    await page.getByLabel("Attempts").fill("0")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText("A whole number from 0 to 100").waitFor()
    await page.getByText("At least one attempt (or empty: unlimited)").waitFor()
    await check(page, "authoring-test-errors-1280")
    await page.getByLabel("Pass mark (%)").fill("50")
    await page.getByLabel("Attempts").fill("2")
    const bank = page.locator(".ra-input-questions")
    await bank.getByRole("button", { name: "Add" }).first().click()
    await page.getByRole("textbox", { name: "Question", exact: true }).fill("Qual processador tem mais núcleos?")
    // The question's own "Add" (its options) comes before the bank's in the page.
    await bank.getByRole("button", { name: "Add" }).first().click()
    await bank.getByRole("button", { name: "Add" }).first().click()
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText("Mark at least one option correct").waitFor()
    await page.getByRole("textbox", { name: "Option", exact: true }).nth(0).fill("Ryzen 9")
    await page.getByRole("textbox", { name: "Option", exact: true }).nth(1).fill("Core i3")
    await page.getByLabel("Correct", { exact: true }).first().check()
    await check(page, "authoring-test-bank-1280")
    await page.getByRole("button", { name: "Save" }).click()
    await expect
      .poll(() => sql<{ activity_id: string; pass_mark: number; max_attempts: number; kind: string }>("SELECT activity_id, pass_mark, max_attempts, kind FROM learning_tests WHERE course_id = 'K-AUTHORING'"))
      .toEqual([{ activity_id: "a3", pass_mark: 50, max_attempts: 2, kind: "conventional" }])
    await page.getByText(/Test K-AUTHORING-a3: pass mark 50%/).waitFor()
    await page.setViewportSize({ width: 360, height: 800 })
    await check(page, "authoring-course-tested-360")
  })

  it("of games is edited in the games editor, its game's JSON checked and previewed", async () => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`${s.url}/admin/#/courses/K-AUTHORING-GAMES/show`)
    await page.getByRole("link", { name: "Edit games" }).click()
    const title = page.getByLabel("Course title")
    await expect.poll(() => title.inputValue()).toBe("Jogos em rascunho")
    await page.getByRole("group", { name: "Preview" }).getByText(/SSD/).first().waitFor()
    await title.fill("Jogos revistos")
    await check(page, "authoring-games-edit-1280")
    await page.getByRole("button", { name: "Save" }).click()
    await expect.poll(() => sql<{ title: string; status: string }>("SELECT title, status FROM courses WHERE course_id = 'K-AUTHORING-GAMES'")).toEqual([{ title: "Jogos revistos", status: "draft" }])
  })
})
