import { execFileSync } from "node:child_process"
import { AxeBuilder } from "@axe-core/playwright"
import type { BrowserContext, FrameLocator, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { SCORM_COURSE, SCORM_RESUMING_LEARNER } from "../../../fixtures/demo/scorm.ts"
import type { TestServer } from "../../support/server.ts"
import { dismissCookies, logInToAcademy, newPage, screenshot, type Viewport, widths } from "./support/browser.ts"
import { startDemoServer } from "./support/demoServer.ts"

// A learner takes the demo's SCORM course (issue 43, DESIGN §4.8): our own 1.2 and 2004 packages
// run in the sandboxed frame of the activity player and call the runtime's API; the 1.2 module is
// left on its second page and resumed there after a reload (suspend_data and location kept), then
// both are finished and passed, which completes the activities; the interaction and objective
// each records on its last page are there when it is launched again.
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  execFileSync(process.execPath, ["scripts/build-scorm-runtime.mjs"], { cwd: `${import.meta.dirname}/../../..` })
  s = await startDemoServer(undefined, { media: true })
})
afterAll(() => s.close())
afterEach(() => context?.close())

const { courseId, title, modules } = SCORM_COURSE

/** A BR learner of the academy not in the SCORM course yet. */
const newcomer = async (): Promise<string> => {
  for (let n = 1; n <= 10; n++) {
    const user = `br-${String(n).padStart(3, "0")}`
    if (user === SCORM_RESUMING_LEARNER) continue
    const detail = (await (await s.fetch(`/api/me/courses/${courseId}`, { as: user })).json()) as { enrolled: boolean }
    if (!detail.enrolled) return user
  }
  throw new Error("every academy learner is in the SCORM course")
}

/**
 * axe on the app around the package: the package is an author's content in its own sandboxed
 * frame (an opaque origin), which axe is left out of, as the console's sandboxed preview is.
 */
const expectAccessible = async () => {
  const { violations } = await new AxeBuilder({ page }).exclude("iframe.scorm-frame").analyze()
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
}

const frame = (): FrameLocator => page.frameLocator("iframe.scorm-frame")

const takeTheCourse = async (viewport: Viewport) => {
  const user = await newcomer()
  ;({ context, page } = await newPage(s.url, viewport))
  await logInToAcademy(page, user)
  await dismissCookies(page)
  await page.goto(`/online-courses/${courseId}`)
  await page.getByRole("heading", { name: title, level: 1 }).waitFor()
  await page.getByRole("button", { name: "Inscrever-se" }).click()
  await page.getByRole("link", { name: `Começar: ${modules[0].title}` }).click()

  // SCORM 1.2: the package finds window.API in its own frame, starts afresh, and keeps its place.
  await page.getByRole("heading", { name: modules[0].title, level: 1 }).waitFor()
  await frame().getByText("Primeira visita").waitFor()
  await frame().getByRole("button", { name: "Próxima página" }).click()
  await frame().getByRole("heading", { name: /^Página 2 de 3/ }).waitFor()
  await page.getByText("Progresso salvo.").waitFor()
  await screenshot(page, "scorm-12", viewport)
  await expectAccessible()
  // The frame fills the player's column (the whole screen on a phone) and most of the screen's height.
  const box = (await page.locator("iframe.scorm-frame").boundingBox())!
  const column = (await page.locator("article.player").boundingBox())!
  expect(box.width).toBeGreaterThanOrEqual(column.width - 1)
  if (viewport.name === "phone") expect(box.width).toBeGreaterThan(viewport.width * 0.85)
  expect(box.height).toBeGreaterThan(viewport.height * 0.45)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
  // The frame runs in an opaque origin: the app's storage is out of its reach.
  expect(await page.locator("iframe.scorm-frame").getAttribute("sandbox")).toBe("allow-scripts allow-forms allow-popups")

  // A reload launches it again: it resumes on page 2 from its suspend_data and location.
  await page.reload()
  await frame().getByText("Retomando na página 2 (páginas vistas: 1, 2)").waitFor()
  await frame().getByRole("button", { name: "Próxima página" }).click()
  // The last page's question is recorded as an interaction, with the module's objective.
  await frame().getByRole("radio", { name: "Compacto" }).check()
  await frame().getByRole("button", { name: "Concluir módulo" }).click()
  await frame().getByText("Módulo concluído").waitFor()
  await page.getByText("Atividade concluída pelo pacote.").waitFor()
  await page.getByText("Resultado: aprovado · Nota: 90").waitFor()
  await screenshot(page, "scorm-12-done", viewport)
  await expectAccessible()
  // Launched again, the package reads them back: 1.2's interaction count (its elements are write-only) and objective.
  await page.reload()
  await frame().getByText("Respostas registradas: 1 · Objetivo estacao-de-trabalho: passed").waitFor()
  await screenshot(page, "scorm-12-relaunched", viewport)

  // SCORM 2004: window.API_1484_11, passed by score.scaled against the manifest's 0.8.
  await page.getByRole("link", { name: "Próxima atividade" }).click()
  await page.getByRole("heading", { name: modules[1].title, level: 1 }).waitFor()
  await frame().getByText("Primeira visita").waitFor()
  await frame().getByRole("button", { name: "Próxima página" }).click()
  await frame().getByRole("button", { name: "Próxima página" }).click()
  await frame().getByRole("radio", { name: "Torre" }).check()
  await frame().getByRole("button", { name: "Concluir módulo" }).click()
  await page.getByText("Atividade concluída pelo pacote.").waitFor()
  await page.getByText("Resultado: aprovado · Nota: 90").waitFor()
  await screenshot(page, "scorm-2004-done", viewport)
  await page.reload()
  await frame().getByText("Respostas registradas: 1 · Objetivo estacao-de-trabalho: passed").waitFor()
  // The attempt keeps them as the package set them (the console's SCORM attempts read the same values).
  const attempt = (await (await s.fetch(`/api/admin/scorm-attempts/${courseId}:${user}:s2004`, { as: "admin" })).json()) as { interactions: ReadonlyArray<Record<string, string>>; objectives: ReadonlyArray<Record<string, string>> }
  expect(attempt.interactions).toEqual([expect.objectContaining({ id: "gabinete-escritorio", type: "choice", learner_response: "torre", result: "incorrect", latency: "PT5S" })])
  expect(attempt.objectives).toEqual([expect.objectContaining({ id: "estacao-de-trabalho", success_status: "passed", "score.scaled": "0.9" })])

  // Both activities completed: the course is approved.
  const detail = (await (await s.fetch(`/api/me/courses/${courseId}`, { as: user })).json()) as { activities: Array<{ completed: boolean }>; progress: string }
  expect(detail.activities.map((a) => a.completed)).toEqual([true, true])
}

describe("the SCORM activity in the player: runs our 1.2 and 2004 packages, resumes after a reload and completes", () => {
  for (const viewport of widths) it(viewport.name, () => takeTheCourse(viewport), 120_000)
})

/** A BR learner of the academy not in the video's course yet. */
const videoNewcomer = async (courseId: string): Promise<string> => {
  for (let n = 10; n >= 1; n--) {
    const user = `br-${String(n).padStart(3, "0")}`
    const detail = (await (await s.fetch(`/api/me/courses/${courseId}`, { as: user })).json()) as { enrolled: boolean; progress: string }
    if (!detail.enrolled && detail.progress === "not_enrolled") return user
  }
  throw new Error("every academy learner is in the video's course")
}

const resumeTheVideo = async (viewport: Viewport) => {
  const videoCourse = "br-monitores-gamer"
  const user = await videoNewcomer(videoCourse)
  await s.fetch(`/api/me/courses/${videoCourse}/enrolment`, { method: "POST", as: user, headers: { "idempotency-key": `video-enrol-${user}` } })
  ;({ context, page } = await newPage(s.url, viewport))
  await logInToAcademy(page, user)
  await dismissCookies(page)
  await page.goto(`/courses/${videoCourse}/activities/1`)
  const video = page.locator("video")
  await video.waitFor()
  // Played a while, then paused: the pause saves the place.
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true
    return v.play()
  })
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(1.5)
  const saved = page.waitForResponse((r) => r.url().endsWith("/activities/v1/position") && r.request().method() === "PUT" && r.ok())
  await video.evaluate((v: HTMLVideoElement) => v.pause())
  const place = ((await (await saved).json()) as { positionSeconds: number }).positionSeconds
  expect(place).toBeGreaterThan(1.5)

  // Opened again: it starts where the learner stopped.
  await page.reload()
  await page.getByText(/^Retomando de 0:0\d\.$/).waitFor()
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(place, 0)
  await screenshot(page, "media-resume", viewport)
  await expectAccessible()
  // Played to its end: the activity completes.
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true
    v.playbackRate = 4
    return v.play()
  })
  await page.getByText("Atividade concluída.").waitFor({ timeout: 20_000 })
}

describe("a video activity: resumes where the learner paused, and completes at its end", () => {
  for (const viewport of widths) it(viewport.name, () => resumeTheVideo(viewport), 120_000)
})
