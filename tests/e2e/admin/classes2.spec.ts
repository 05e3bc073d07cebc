import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { passwordLogin } from "./support/api.ts"
import type { DemoServer } from "./support/demoServer.ts"
import { check, closeConsole, logIn, openConsole, rows } from "./support/pages.ts"

// Issue 45's console leftovers: the superuser admin schedules a webinar with the create form, at
// 1280 and 360 px; the demo instructor (instrutora) sees only her classes, starts June's
// presential class, validates br-005's presence and unlocks the practice, which br-005 then reads
// unlocked.
let s: DemoServer
let page: Page
beforeAll(async () => void ({ s, page } = await openConsole()), 120_000)
afterAll(() => closeConsole(s))

const go = (hash: string) => page.goto(`${s.url}/admin/#${hash}`)
const sql = <T,>(query: string) => s.programme.db.prepare(query).all() as Array<T>
const tokenOf = async (userId: string) => ((await (await passwordLogin(s.url, userId)).json()) as { access_token: string }).access_token

/** A reference picker (react-admin's AutocompleteInput, named by its label): type, then choose. */
const pick = async (label: string, text: string) => {
  await page.getByRole("combobox", { name: label }).fill(text)
  await page.getByRole("option", { name: text }).first().click()
}

describe("classes in the console (issue 45 leftovers)", () => {
  for (const [name, width] of [["desktop", 1280], ["phone", 360]] as const)
    it(`an admin schedules a webinar with the create form, at ${width} px`, async () => {
      if (name === "desktop") await logIn(page, s.url, "admin")
      await page.setViewportSize({ width, height: 800 })
      const id = `br-webinar-e2e-${name}`
      await go("/classes/create")
      // A fresh form (the previous iteration's show page and its queries are left behind).
      await page.reload()
      await page.locator("input[name=id]").fill(id)
      await page.locator("input[name=title]").fill(`Webinar do console (${name})`)
      await pick("Client", "Academia Vitrine")
      await page.getByRole("combobox", { name: "Country" }).click()
      await page.getByRole("option", { name: "BR", exact: true }).click()
      await page.locator("input[name=date]").fill("2026-03-03")
      await page.locator("input[name=startTime]").fill("10:00")
      // The end before the start is said in the form, before the server would refuse it.
      await page.locator("input[name=endTime]").fill("09:00")
      await page.locator("input[name=vacancy]").fill("25")
      await pick("Instructor", "Helena Duarte")
      await page.getByRole("button", { name: "Save" }).click()
      await page.getByText("The end must be after the start").first().waitFor()
      await page.locator("input[name=endTime]").fill("11:00")
      await check(page, `classes2-create-${name}`)
      // Sent from the keyboard: on a phone the form's notice lies over the bottom toolbar's Save.
      await page.locator("input[name=title]").press("Enter")
      await page.getByText(`Webinar do console (${name})`).first().waitFor()
      expect(sql(`SELECT type, date, start_time AS startTime, end_time AS endTime, vacancy, instructor_id AS instructorId, time_zone AS timeZone FROM classes WHERE class_id = '${id}'`)).toEqual([
        { type: "webinar", date: "2026-03-03", startTime: "10:00", endTime: "11:00", vacancy: 25, instructorId: "instrutora", timeZone: "America/Sao_Paulo" }
      ])
      await check(page, `classes2-created-${name}`)
    })

  it("the demo instructor sees only her classes, validates a learner's presence and unlocks an activity the learner then has", async () => {
    // A class another teaches (the admin), which the instructor must not see.
    const scheduled = await fetch(`${s.url}/api/admin/classes`, {
      method: "POST",
      headers: { authorization: `Bearer ${await tokenOf("admin")}`, "content-type": "application/json" },
      body: JSON.stringify({ classId: "br-aula-da-admin", type: "live_class", title: "Aula da administradora", clientId: "academia-vitrine", country: "BR", date: "2026-03-04", startTime: "10:00", endTime: "11:00", vacancy: 10, instructorId: "admin" })
    })
    expect(scheduled.status).toBe(201)

    await page.setViewportSize({ width: 1280, height: 800 })
    // Another login in the same tab: the admin's session is forgotten first.
    await page.evaluate(() => localStorage.clear())
    await logIn(page, s.url, "instrutora")
    await expect(page.getByTestId("who").innerText()).resolves.toMatch(/Instructor[\s\S]*BR/)
    await go("/classes")
    await rows(page).getByText("Turma de junho").waitFor()
    const titles = (await page.locator("tbody td.column-title").allInnerTexts()).map((t) => t.trim())
    expect(titles).not.toContain("Aula da administradora")
    expect(titles.length).toBe(sql<{ n: number }>("SELECT count(*) AS n FROM classes WHERE instructor_id = 'instrutora'")[0]!.n)
    expect(await page.getByRole("link", { name: "Create" }).count()).toBe(0)
    await check(page, "classes2-instructor-list")

    await rows(page).getByText("Turma de junho").click()
    await page.getByRole("button", { name: "Move to: In progress" }).click()
    await page.getByRole("button", { name: "Validate presence: br-005" }).click()
    await page.getByText("Presence validated").first().waitFor()
    await page.getByRole("button", { name: "Unlock Prática em loja" }).click()
    await page.getByText("Prática em loja: Activity unlocked").waitFor()
    await check(page, "classes2-instructor-class")
    for (const width of [360]) {
      await page.setViewportSize({ width, height: 800 })
      await check(page, "classes2-instructor-class-phone")
    }
    expect(sql("SELECT present FROM classes_seats WHERE class_id = 'br-turma-junho' AND user_id = 'br-005'")).toEqual([{ present: 1 }])

    // The learner, in the academy (their client of the classes), reads the class as the learner app does.
    const headers = { authorization: `Bearer ${await tokenOf("br-005")}`, "content-type": "application/json" }
    expect((await fetch(`${s.url}/api/me/client`, { method: "PUT", headers, body: JSON.stringify({ clientId: "academia-vitrine" }) })).status).toBe(200)
    const learner = await fetch(`${s.url}/api/me/classes/br-turma-junho`, { headers })
    expect(await learner.json()).toMatchObject({ present: true, lockedActivityIds: [] })
  })
})
