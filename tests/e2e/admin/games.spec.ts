import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoGame } from "../../../fixtures/demo/learning/games.ts"
import type { DemoServer } from "./support/demoServer.ts"
import { check, closeConsole, openConsole } from "./support/pages.ts"

// Issue 47: an admin builds a course of games in the console: the game's JSON starts from its
// type's template, is checked by the domain's rules as the server would (a game that cannot be
// won is said before sending), a valid game is previewed, and the course is created.
let s: DemoServer
let page: Page
beforeAll(async () => void ({ s, page } = await openConsole({ as: "admin" })), 120_000)
afterAll(() => closeConsole(s))

const sql = <A>(q: string, ...params: ReadonlyArray<unknown>) => s.programme.db.prepare(q).all(...params) as Array<A>

describe("the games editor", () => {
  it("says why a game cannot be won, previews a good one and creates the course", async () => {
    await page.goto(`${s.url}/admin/#/game-courses/create`)
    await page.getByLabel("Course id").fill("K-ENIGMA")
    await page.getByLabel("Course title").fill("Enigmas")
    await page.getByRole("button", { name: "Add" }).click()
    await page.getByLabel("Activity id").fill("e1")
    await page.getByLabel("Activity title").fill("Quem sou eu?")
    await page.getByLabel("Game type").click()
    await page.getByRole("option", { name: "Enigma" }).click()
    const json = page.getByRole("textbox", { name: "Game (JSON)" })
    // The template's answer ("…") has no letter: the same refusal the server would give.
    expect(JSON.parse(await json.inputValue())).toMatchObject({ type: "enigma" })
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText("The game of activity e1 (enigma) has nothing to play.").waitFor()
    await check(page, "games-editor-refused")

    await json.fill(JSON.stringify(demoGame("enigma").game, null, 2))
    await page.getByRole("group", { name: "Preview" }).getByText(/Bateria/).waitFor()
    await check(page, "games-editor-preview")
    await page.getByRole("button", { name: "Save" }).click()
    await expect.poll(() => sql<{ title: string; status: string }>("SELECT title, status FROM courses WHERE course_id = 'K-ENIGMA'")).toEqual([{ title: "Enigmas", status: "draft" }])
  })
})
