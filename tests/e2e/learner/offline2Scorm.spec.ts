import { AxeBuilder } from "@axe-core/playwright"
import type { BrowserContext, Frame, FrameLocator, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { SCORM_COURSE, SCORM_RESUMING_LEARNER } from "../../../fixtures/demo/scorm.ts"
import type { TestServer } from "../../support/server.ts"
import { logInToAcademy, newPage, screenshot, type Viewport, widths } from "./support/browser.ts"
import { demoNow, enrolledNewcomer, startDemoServer } from "./support/demoServer.ts"
import { offlineFiles, offlineRecords } from "./support/offlineDevice.ts"

// Issue 48's SCORM leftovers: a learner of the academy downloads the demo's SCORM 1.2 package for
// offline use, cuts the network, reloads: the package opens from the device (the worker answers
// its page from the kept zip, under the sandbox CSP), is finished and passed offline, its commits
// wait on the device, and when the network returns they land, the completion once. The app's
// manifest wears the academy's name and colours, and still meets the install criteria.
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  s = await startDemoServer(undefined, { media: true })
})
afterAll(() => s.close())
afterEach(() => context?.close())

const { courseId, modules } = SCORM_COURSE
const module = modules[0]
const itemId = `${courseId}:${module.activityId}`
const used = new Set<string>([SCORM_RESUMING_LEARNER])
const newcomer = () => enrolledNewcomer(s, courseId, used)

/** The log's events of a type for a learner's activity (the server's record, not the app's). */
const events = (type: string, user: string, extra = ""): number =>
  s.programme.db
    .prepare<[string, string, string], number>(`SELECT count(*) FROM events WHERE type = ? AND json_extract(data, '$.userId') = ? AND json_extract(data, '$.activityId') = ? ${extra}`)
    .pluck()
    .get(type, user, module.activityId)!

/**
 * Install criteria (a manifest with a name, start URL, standalone display and 192 and 512 pixel
 * PNG icons; a worker that controls the page), with the manifest the browser itself fetched for
 * the page: the chosen client's (its cookie), named and coloured as the academy.
 */
const expectInstallable = async () => {
  const cdp = await context.newCDPSession(page)
  const { url, data, errors } = (await cdp.send("Page.getAppManifest")) as { url: string; data?: string; errors: Array<{ message: string; critical: number }> }
  expect(new URL(url).pathname).toBe("/manifest.webmanifest")
  expect(errors.filter((e) => e.critical)).toEqual([])
  const manifest = JSON.parse(data!) as { name: string; short_name: string; start_url: string; display: string; theme_color: string; background_color: string; icons: Array<{ src: string; sizes?: string; type: string; purpose: string }> }
  expect(manifest).toMatchObject({ name: "Academia Vitrine", short_name: "Academia Vi…", start_url: "/", display: "standalone", theme_color: "#5b2a86", background_color: "#fcfaff" })
  // The test's demo has no logo files stored (the demo command draws them): no icon points at a missing logo.
  expect(manifest.icons.map((i) => i.src)).not.toContain("/api/login-config/files/demo-brand-logo-academia")
  for (const [sizes, purpose] of [["192x192", "any"], ["512x512", "any"], ["512x512", "maskable"]]) {
    const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose && i.type === "image/png")
    expect(icon, `${sizes} ${purpose}`).toBeDefined()
    const served = await page.evaluate(async (src) => {
      const res = await fetch(src)
      const bitmap = await createImageBitmap(await res.blob())
      return { type: res.headers.get("content-type"), size: `${bitmap.width}x${bitmap.height}` }
    }, icon!.src)
    expect(served).toEqual({ type: "image/png", size: sizes })
  }
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? "none"), { timeout: 15_000 }).toBe("activated")
}

/** axe on the app around the package: the package's frame is an author's content in an opaque origin (as scorm.spec.ts). */
const expectAccessible = async () => {
  const { violations } = await new AxeBuilder({ page }).exclude("iframe.scorm-frame").analyze()
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
}

const frame = (): FrameLocator => page.frameLocator("iframe.scorm-frame")
const packageFrame = (): Frame => page.frames().find((f) => new URL(f.url(), s.url).pathname.startsWith("/offline2-scorm/"))!

const playOffline = async (viewport: Viewport) => {
  const user = await newcomer()
  ;({ context, page } = await newPage(s.url, viewport, demoNow, "allow"))
  await logInToAcademy(page, user)
  await expectInstallable()

  // Online first: the package opens from the server and keeps its first page.
  await page.goto(`/courses/${courseId}/activities/1`)
  await page.getByRole("heading", { name: module.title, level: 1 }).waitFor()
  await frame().getByText("Primeira visita").waitFor()
  await page.getByText("Progresso salvo.").waitFor()

  // Downloaded with its progress dialog: the zip kept as class{item_id}.zip, with SPEC §3's record.
  await page.getByRole("button", { name: "Baixar para usar offline" }).click()
  await page.getByText("Download concluído: a atividade abre sem internet.").waitFor()
  expect(await page.getByRole("dialog").count()).toBe(0)
  await page.getByText(/^✓ Disponível offline · /).waitFor()
  // The package playing goes on: a download does not reload it.
  await frame().getByText("Primeira visita").waitFor()
  const zipSize = s.programme.db.prepare<[string], number>("SELECT size FROM files WHERE file_id = ?").pluck().get(module.packageId)!
  const [record] = await offlineRecords(page)
  expect(record).toMatchObject({ item_id: itemId, downloading: false, file: `class${itemId}.zip`, size: zipSize })
  expect(record!.src).toMatch(/^\/api\/media\//)
  expect(Date.parse(record!.updated_date)).not.toBeNaN()
  expect(await offlineFiles(page)).toEqual({ [`class${itemId}.zip`]: zipSize })
  await screenshot(page, "offline2-scorm-downloaded", viewport)
  await expectAccessible()
  const committedOnline = events("ScormCommitted", user)

  // No network: the shell opens, the package plays from the device and resumes where it was left.
  await context.setOffline(true)
  await page.reload()
  await page.getByRole("heading", { name: module.title, level: 1 }).waitFor()
  await frame().getByText("Retomando na página 1 (páginas vistas: 1)").waitFor()
  await page.getByText("Sem conexão: o módulo abre do aparelho, e o progresso é enviado quando a conexão voltar.").waitFor()
  // The worker's page keeps the server's sandbox: an opaque origin, out of reach of the app's storage.
  expect(await packageFrame().evaluate(() => self.origin)).toBe("null")
  const csp = await page.evaluate(async (src) => (await fetch(src)).headers.get("content-security-policy"), packageFrame().url())
  expect(csp).toBe("sandbox allow-scripts allow-forms allow-popups")
  await frame().getByRole("button", { name: "Próxima página" }).click()
  await frame().getByRole("button", { name: "Próxima página" }).click()
  await frame().getByRole("button", { name: "Concluir módulo" }).click()
  await frame().getByText("Módulo concluído").waitFor()
  await page.getByText("Progresso guardado neste aparelho: será enviado quando a conexão voltar.").waitFor()
  await page.getByText("Progresso de 1 módulo SCORM aguardando conexão").waitFor()
  await screenshot(page, "offline2-scorm-offline", viewport)
  await expectAccessible()
  expect(events("ScormCommitted", user)).toBe(committedOnline)
  expect(events("ActivityCompleted", user)).toBe(0)

  // The network returns: the kept commits land in order, the completion once.
  await context.setOffline(false)
  await expect.poll(() => events("ActivityCompleted", user), { timeout: 30_000 }).toBe(1)
  await page.getByText("Progresso de 1 módulo SCORM aguardando conexão").waitFor({ state: "detached" })
  expect(events("ScormCommitted", user, "AND json_extract(data, '$.finished') = 1")).toBe(1)
  const detail = (await (await s.fetch(`/api/me/courses/${courseId}`, { as: user })).json()) as { activities: Array<{ activityId: string; completed: boolean }> }
  expect(detail.activities.find((a) => a.activityId === module.activityId)?.completed).toBe(true)
  const launch = (await (await s.fetch(`/api/me/courses/${courseId}/activities/${module.activityId}/scorm`, { as: user })).json()) as { success: string; score: number }
  expect(launch).toMatchObject({ success: "passed", score: 90 })
  // Opened again online: nothing is sent twice.
  await page.reload()
  await page.getByRole("heading", { name: module.title, level: 1 }).waitFor()
  await page.getByText("Resultado: aprovado · Nota: 90").waitFor()
  expect(events("ActivityCompleted", user)).toBe(1)

  // My downloads: the package with its size, counted in the total.
  await page.goto("/profile/downloads")
  await page.getByRole("link", { name: `Abrir ${module.title}` }).waitFor()
  expect(Number(await page.locator("[data-bytes]").first().getAttribute("data-bytes"))).toBe(zipSize)
  await page.getByText(`class${itemId}.zip`, { exact: false }).waitFor()
  await page.getByText("1 arquivo", { exact: true }).waitFor()
  await screenshot(page, "offline2-scorm-downloads", viewport)
  await expectAccessible()
}

describe("a SCORM package downloaded for offline use", () => {
  for (const viewport of widths) it(`opens, plays and is finished offline; its completion lands once back online (${viewport.name})`, () => playOffline(viewport), 150_000)
})
