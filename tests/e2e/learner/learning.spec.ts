import { readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { COURSES_BR } from "../../../fixtures/demo/learning/coursesBr.ts"
import { pdfText } from "../../support/pdfText.ts"
import type { TestServer } from "../../support/server.ts"
import { expectAccessible, logInToAcademy, newPage, screenshot, type Viewport, widths } from "./support/browser.ts"
import { demoNow, startDemoServer } from "./support/demoServer.ts"

// A learner of the academy takes a demo course to its certificate (issue 43): enrols, watches the
// video to its end, opens the PDF, passes the test, downloads the certificate and checks it publicly.
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  s = await startDemoServer(undefined, { media: true })
})
afterAll(() => s.close())
afterEach(() => context?.close())

const courseId = "br-processadores-notebooks"
const course = COURSES_BR.find((c) => c.courseId === courseId)!

/** An academy learner (br-001…br-010) not enrolled in the course yet. */
const newcomer = async (): Promise<string> => {
  for (let n = 1; n <= 10; n++) {
    const user = `br-${String(n).padStart(3, "0")}`
    const detail = (await (await s.fetch(`/api/me/courses/${courseId}`, { as: user })).json()) as { enrolled: boolean; progress: string }
    if (!detail.enrolled && detail.progress === "not_enrolled") return user
  }
  throw new Error("every academy learner is enrolled")
}

/** The right options of a question, found by its text in the demo's bank (the API never says them). */
const rightOptions = (text: string) => course.test.questions.find((q) => q.text === text)!.options.filter((o) => o.correct).map((o) => o.text)

const takeTheCourse = async (viewport: Viewport) => {
  const user = await newcomer()
  const me = (await (await s.fetch("/api/me", { as: user })).json()) as { fullName: string }
  // The device's clock is two hours off: the test's timer still counts the server's time.
  ;({ context, page } = await newPage(s.url, viewport, demoNow + 2 * 3_600_000))
  await logInToAcademy(page, user)
  await page.getByRole("heading", { name: "Cursos online" }).waitFor()
  await page.getByLabel("Buscar").fill("processadores")
  // The filtered list has come when the count says one course (the unfiltered one shows it too).
  await page.getByRole("status").getByText("1 curso", { exact: true }).waitFor()
  await page.getByRole("link", { name: `Ver curso: ${course.title}` }).waitFor()
  expect(await page.getByRole("link", { name: /^Ver curso:/ }).count()).toBe(1)
  await screenshot(page, "learning-catalogue", viewport)
  await expectAccessible(page)

  await page.getByRole("link", { name: `Ver curso: ${course.title}` }).click()
  await page.getByRole("heading", { name: course.title, level: 1 }).waitFor()
  await page.getByRole("button", { name: "Inscrever-se" }).click()
  await page.getByRole("button", { name: "Cancelar inscrição" }).waitFor()
  // The PDF waits for the blocking video, and says so.
  await page.getByText("Bloqueada até concluir: Gerações e famílias de processadores").first().waitFor()
  await screenshot(page, "learning-course", viewport)
  await expectAccessible(page)

  // The video: completed when it plays to its end.
  await page.getByRole("link", { name: /^Começar: Gerações/ }).click()
  await page.getByRole("heading", { name: "Gerações e famílias de processadores" }).waitFor()
  const video = page.locator("video")
  await video.waitFor()
  await screenshot(page, "learning-video", viewport)
  await expectAccessible(page)
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true
    v.playbackRate = 4
    return v.play()
  })
  await page.getByText("Atividade concluída.").waitFor({ timeout: 20_000 })

  // The PDF, rendered in the page (not a download), completed once opened.
  await page.getByRole("link", { name: "Próxima atividade" }).click()
  await page.getByRole("heading", { name: "Tabela comparativa Core e Ryzen" }).waitFor()
  await page.getByRole("img", { name: /Página 1 de [1-9]/ }).waitFor()
  await page.getByText("Atividade concluída.").waitFor()
  await screenshot(page, "learning-pdf", viewport)
  await expectAccessible(page)

  // The test: the server's ten minutes, whatever the device's clock says.
  await page.getByRole("link", { name: "Próxima atividade" }).click()
  await page.getByRole("button", { name: "Começar tentativa" }).click()
  await expect.poll(() => page.getByRole("timer").textContent()).toMatch(/^Tempo restante: (10:00|9:[0-5]\d)$/)
  const total = course.test.questionCount
  for (let n = 1; n <= total; n++) {
    const fieldset = page.getByRole("group", { name: new RegExp(`Pergunta ${n} de ${total}`) })
    const text = (await fieldset.locator("legend strong").textContent())!
    for (const option of rightOptions(text)) await fieldset.getByLabel(option, { exact: true }).check()
    await page.getByText("Respostas salvas").waitFor()
    if (n === 1) {
      await screenshot(page, "learning-test", viewport)
      await expectAccessible(page)
    }
    await page.getByRole("button", { name: n < total ? "Próxima" : "Revisar e enviar", exact: true }).click()
  }
  await page.getByText(`${total} de ${total} perguntas respondidas.`).waitFor()
  await page.getByRole("button", { name: "Enviar respostas" }).click()
  await page.getByText("Aprovado, com 100%.").waitFor()
  await page.getByText("Você pode usar as tentativas restantes para melhorar a nota.").waitFor()
  await screenshot(page, "learning-result", viewport)
  await expectAccessible(page)

  // The certificate: the PDF names the learner, the course, its code; the public page checks it.
  await page.getByRole("link", { name: /^Voltar ao curso/ }).click()
  await page.getByRole("heading", { name: "Certificado" }).waitFor()
  const code = /Código de verificação: (\S+)/.exec((await page.getByText(/Código de verificação:/).textContent())!)![1]!
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Baixar certificado (PDF)" }).click()])
  // The browser runs apart from the test (one Chromium per run): the file is copied over.
  const saved = join(tmpdir(), `certificate-${code}-${viewport.name}.pdf`)
  await download.saveAs(saved)
  const text = await pdfText(new Uint8Array(readFileSync(saved)))
  rmSync(saved)
  expect(text).toContain(me.fullName)
  expect(text).toContain(course.title)
  expect(text).toContain(`Código de verificação: ${code}`)
  await screenshot(page, "learning-certificate", viewport)
  await expectAccessible(page)
  await page.getByRole("link", { name: "Página pública de verificação" }).click()
  await page.getByText("Certificado válido.").waitFor()
  await page.getByText(course.title).waitFor()
  await screenshot(page, "learning-verification", viewport)
  await expectAccessible(page)

  // The trails, with the course approved in its trail.
  await page.goto("/trails")
  await page.getByRole("link", { name: "Ver trilha: Trilha do vendedor de notebooks" }).click()
  await page.getByRole("heading", { name: "Trilha do vendedor de notebooks" }).waitFor()
  await page.getByRole("link", { name: `Ver curso: ${course.title}` }).waitFor()
  await screenshot(page, "learning-trail", viewport)
  await expectAccessible(page)
}

describe("learning", () => {
  // A whole journey of a dozen screens, each checked by axe: more than the default minute on a busy machine.
  it.each(widths.map((w) => [w.name, w] as const))(
    "takes a course to its certificate (%s)",
    async (_, viewport) => {
      await takeTheCourse(viewport)
    },
    240_000
  )
})
