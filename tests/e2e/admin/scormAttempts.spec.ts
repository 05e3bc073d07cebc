import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SCORM_COURSE, SCORM_RESUMING_LEARNER } from "../../../fixtures/demo/scorm.ts"
import type { DemoServer } from "./support/demoServer.ts"
import { check, closeConsole, logIn, openConsole, password, rows } from "./support/pages.ts"

// The console's SCORM attempts (issue 43's SCORM leftovers): a demo learner takes the 2004 module
// through the learner API as our package does (one interaction, one objective), and an admin
// reads the attempts per learner and activity, filtered by course, with what the package recorded;
// a country admin of another country does not see them. Built app, real server over the demo, Chromium.
let s: DemoServer
let page: Page
beforeAll(async () => void ({ s, page } = await openConsole({ as: "admin" })), 120_000)
afterAll(() => closeConsole(s))

const go = (hash: string) => page.goto(`${s.url}/admin/#${hash}`)
const { courseId } = SCORM_COURSE
const learner = "br-007"

const learnerToken = async (username: string) => {
  const res = await fetch(`${s.url}/o/token/`, {
    method: "POST",
    headers: { authorization: `Basic ${btoa("learner-web:demo-learner-secret")}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "password", username, password })
  })
  return ((await res.json()) as { access_token: string }).access_token
}

/** The learner enrols and commits the 2004 module finished, as the package's last page does. */
const takeThe2004Module = async () => {
  const headers = { authorization: `Bearer ${await learnerToken(learner)}`, "content-type": "application/json" }
  const enrolled = await fetch(`${s.url}/api/me/courses/${courseId}/enrolment`, { method: "POST", headers: { ...headers, "idempotency-key": "e2e-scorm-enrol" } })
  expect(enrolled.status, await enrolled.clone().text()).toBeLessThan(300)
  const values = {
    "cmi.interactions.0.id": "gabinete-escritorio",
    "cmi.interactions.0.type": "choice",
    "cmi.interactions.0.correct_responses.0.pattern": "compacto",
    "cmi.interactions.0.learner_response": "compacto",
    "cmi.interactions.0.result": "correct",
    "cmi.interactions.0.latency": "PT5S",
    "cmi.interactions.0.description": "Para um escritório pequeno, qual gabinete?",
    "cmi.objectives.0.id": "estacao-de-trabalho",
    "cmi.objectives.0.success_status": "passed",
    "cmi.objectives.0.completion_status": "completed",
    "cmi.objectives.0.score.scaled": "0.9",
    "cmi.completion_status": "completed",
    "cmi.score.scaled": "0.9",
    "cmi.session_time": "PT2M30S",
    "cmi.exit": "normal"
  }
  const committed = await fetch(`${s.url}/api/me/courses/${courseId}/activities/s2004/scorm/commits`, {
    method: "POST",
    headers: { ...headers, "idempotency-key": "e2e-scorm-commit" },
    body: JSON.stringify({ seq: 1, values, finished: true })
  })
  expect(committed.status, await committed.clone().text()).toBe(200)
}

describe("SCORM attempts in the console", () => {
  it("lists attempts by course, shows one's status, time, interactions and objectives, at 1280 and 360", async () => {
    await takeThe2004Module()
    await go(`/scorm-attempts?filter=${encodeURIComponent(JSON.stringify({ courseId }))}`)
    await rows(page).filter({ hasText: learner }).waitFor()
    await rows(page).filter({ hasText: SCORM_RESUMING_LEARNER }).waitFor()
    expect(await rows(page).count()).toBe(2)
    await expect.poll(() => rows(page).filter({ hasText: learner }).innerText()).toMatch(/Completed[\s\S]*Passed[\s\S]*90[\s\S]*0:02:30/)
    await check(page, "scorm-attempts-1280")

    await rows(page).filter({ hasText: learner }).click()
    const interactions = page.getByTestId("scorm-interactions")
    await interactions.waitFor()
    await expect.poll(() => interactions.innerText()).toMatch(/gabinete-escritorio[\s\S]*choice[\s\S]*compacto[\s\S]*correct[\s\S]*PT5S/)
    await expect.poll(() => page.getByTestId("scorm-objectives").innerText()).toMatch(/estacao-de-trabalho[\s\S]*completed · passed[\s\S]*0\.9/)
    await check(page, "scorm-attempt-1280")
    await page.setViewportSize({ width: 360, height: 800 })
    await interactions.waitFor()
    await check(page, "scorm-attempt-360")

    await go(`/scorm-attempts?filter=${encodeURIComponent(JSON.stringify({ courseId }))}`)
    await page.getByText(`${SCORM_COURSE.title} · s12`).waitFor()
    await check(page, "scorm-attempts-360")
    await page.setViewportSize({ width: 1280, height: 800 })

    // The resuming learner's 1.2 attempt: no interaction recorded yet.
    await go(`/scorm-attempts/${encodeURIComponent(`${courseId}:${SCORM_RESUMING_LEARNER}:s12`)}/show`)
    await page.getByText("The package sent none.").first().waitFor()
  }, 180_000)

  it("shows a country admin none of another country's learners' attempts", async () => {
    await go("/login")
    await page.evaluate(() => localStorage.clear())
    await logIn(page, s.url, "admin-ar")
    await expect.poll(() => page.getByTestId("who").innerText()).toMatch(/AR/)
    // The page's own request, answered in the admin's scope: the demo's BR attempts are not among them.
    const answered = page.waitForResponse((r) => r.url().includes("/api/admin/scorm-attempts?"))
    await go(`/scorm-attempts?filter=${encodeURIComponent(JSON.stringify({ courseId }))}`)
    expect(await (await answered).json()).toEqual([])
    await page.getByText(/SCORM/).first().waitFor()
    expect(await rows(page).count()).toBe(0)
    await check(page, "scorm-attempts-ar-1280")
  }, 120_000)
})
