import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../support/server.ts"
import { expectAccessible, logInToAcademy, newPage, screenshot, type Viewport, widths } from "./support/browser.ts"
import { demoNow, enrolledNewcomer, startDemoServer } from "./support/demoServer.ts"
import { offlineFiles, offlineRecords } from "./support/offlineDevice.ts"

// Issue 48: the installable app. A learner of the academy downloads a course's video and PDF,
// cuts the network, reloads: the shell opens, both play from the device, the video's completion
// waits on the device and lands once when the network returns. An interrupted download leaves no
// record flagged downloading after a restart; "My downloads" adds up what is kept.
let s: TestServer
let context: BrowserContext
let page: Page
beforeAll(async () => {
  s = await startDemoServer(undefined, { media: true })
})
afterAll(() => s.close())
afterEach(() => context?.close())

const courseId = "br-processadores-notebooks"
const used = new Set<string>()
const newcomer = () => enrolledNewcomer(s, courseId, used)

interface FileContent {
  kind: "file"
  size: number
  contentType: string
}
const activityOf = async (user: string, activityId: string) => {
  const detail = (await (await s.fetch(`/api/me/courses/${courseId}`, { as: user })).json()) as { activities: Array<{ activityId: string; completed: boolean; content: FileContent | null }> }
  return detail.activities.find((a) => a.activityId === activityId)!
}

/** The ActivityCompleted events of the log for a learner's activity (the server's record, not the app's). */
const completions = (user: string, activityId: string): number =>
  s.programme.db
    .prepare<[string, string], number>("SELECT count(*) FROM events WHERE type = 'ActivityCompleted' AND json_extract(data, '$.userId') = ? AND json_extract(data, '$.activityId') = ?")
    .pluck()
    .get(user, activityId)!

/** The worker is installed, active and controls the page (what a browser asks before offering to install). */
const expectInstallable = async () => {
  const manifest = (await page.evaluate(async () => {
    const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href
    return (await fetch(href)).json()
  })) as { name: string; short_name: string; start_url: string; display: string; icons: Array<{ src: string; sizes: string; type: string; purpose: string }> }
  // The academy's, as chosen (its cookie): its name and colours (adapters/http/branding/offline2Manifest.ts).
  expect(manifest).toMatchObject({ name: "Academia Vitrine", short_name: "Academia Vi…", start_url: "/", display: "standalone", theme_color: "#5b2a86" })
  for (const [sizes, purpose] of [["192x192", "any"], ["512x512", "any"], ["512x512", "maskable"]]) {
    const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose && i.type === "image/png")!
    expect(icon, `${sizes} ${purpose}`).toBeDefined()
    const served = await page.evaluate(async (src) => {
      const res = await fetch(src)
      const bitmap = await createImageBitmap(await res.blob())
      return { type: res.headers.get("content-type"), size: `${bitmap.width}x${bitmap.height}` }
    }, icon.src)
    expect(served).toEqual({ type: "image/png", size: sizes })
  }
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? "none"), { timeout: 15_000 }).toBe("activated")
}

const download = async (viewport: Viewport, name: string) => {
  await page.getByRole("button", { name: "Baixar para usar offline" }).click()
  // The dialog closes at 100 %, then says the activity opens without internet.
  await page.getByText("Download concluído: a atividade abre sem internet.").waitFor()
  expect(await page.getByRole("dialog").count()).toBe(0)
  await page.getByText(/^✓ Disponível offline · /).waitFor()
  await screenshot(page, `offline-${name}-downloaded`, viewport)
  await expectAccessible(page)
}

describe("the installable learner app, offline", () => {
  for (const viewport of widths)
    it(`downloads a video and a PDF, plays them offline, and sends the completion once back online (${viewport.name})`, async () => {
      const user = await newcomer()
      ;({ context, page } = await newPage(s.url, viewport, demoNow, "allow"))
      await logInToAcademy(page, user)
      await expectInstallable()

      // The video: downloaded with its progress dialog; kept as SPEC §3–§4 say.
      await page.goto(`/courses/${courseId}/activities/1`)
      await page.getByRole("heading", { name: "Gerações e famílias de processadores" }).waitFor()
      await download(viewport, "video")
      const video = await activityOf(user, "v1")
      const [record] = await offlineRecords(page)
      expect(record).toMatchObject({ item_id: `${courseId}:v1`, downloading: false, file: `class${courseId}:v1.webm`, size: video.content!.size })
      expect(Date.parse(record!.updated_date)).not.toBeNaN()
      expect(record!.src).toMatch(/^\/api\/media\//)
      expect(await offlineFiles(page)).toEqual({ [`class${courseId}:v1.webm`]: video.content!.size })

      // No network: the shell opens after a reload, says what it shows is from before, and the video plays from the device.
      await context.setOffline(true)
      await page.reload()
      // The refresh's dialog is a heading too ("Baixando …"): the screen's own is the level-1 one.
      await page.getByRole("heading", { name: "Gerações e famílias de processadores", level: 1 }).waitFor()
      await page.getByText(/^Sem conexão — exibido como estava em /).waitFor()
      const player = page.locator("video")
      await expect.poll(() => player.getAttribute("src")).toMatch(/^blob:/)
      await player.evaluate((v: HTMLVideoElement) => {
        v.muted = true
        v.playbackRate = 4
        return v.play()
      })
      await page.getByText("Conclusão guardada neste aparelho: será enviada quando a conexão voltar.").waitFor({ timeout: 20_000 })
      await page.getByText("1 conclusão aguardando conexão").waitFor()
      // Kept, not failed: no error, and never the browser's own words ("Failed to fetch").
      expect(await page.getByRole("alert").filter({ hasText: "Não foi possível concluir" }).count()).toBe(0)
      await screenshot(page, "offline-video-waiting", viewport)
      await expectAccessible(page)
      expect(completions(user, "v1")).toBe(0)

      // The network returns: the kept completion is sent, once.
      await context.setOffline(false)
      await expect.poll(() => completions(user, "v1"), { timeout: 15_000 }).toBe(1)
      await page.getByText("1 conclusão aguardando conexão").waitFor({ state: "detached" })
      expect((await activityOf(user, "v1")).completed).toBe(true)

      // The PDF (unlocked by the video): downloaded, then opened offline from the device.
      await page.goto(`/courses/${courseId}/activities/2`)
      await page.getByRole("heading", { name: "Tabela comparativa Core e Ryzen" }).waitFor()
      await page.getByRole("img", { name: /Página 1 de [1-9]/ }).waitFor()
      await download(viewport, "pdf")
      await context.setOffline(true)
      await page.reload()
      await page.getByRole("heading", { name: "Tabela comparativa Core e Ryzen" }).waitFor()
      await page.getByRole("img", { name: /Página 1 de [1-9]/ }).waitFor()
      await screenshot(page, "offline-pdf", viewport)
      await expectAccessible(page)
      await context.setOffline(false)
      expect(completions(user, "v1")).toBe(1)

      // My downloads: each file's size, their sum, and what the browser says the app stores.
      const pdf = await activityOf(user, "p1")
      await page.goto("/profile/downloads")
      await page.getByRole("link", { name: "Abrir Tabela comparativa Core e Ryzen" }).waitFor()
      const kept = await offlineFiles(page)
      expect(kept).toEqual({ [`class${courseId}:v1.webm`]: video.content!.size, [`class${courseId}:p1.pdf`]: pdf.content!.size })
      const total = video.content!.size + pdf.content!.size
      expect(Number(await page.locator("[data-bytes]").first().getAttribute("data-bytes"))).toBe(total)
      await page.getByText("2 arquivos").waitFor()
      await expect.poll(async () => Number(await page.locator("[data-usage]").getAttribute("data-usage"))).toBeGreaterThanOrEqual(total)
      await screenshot(page, "offline-downloads", viewport)
      await expectAccessible(page)
      await page.getByRole("button", { name: "Remover Gerações e famílias de processadores" }).click()
      await page.getByText("1 arquivo", { exact: true }).waitFor()
      expect(await offlineFiles(page)).toEqual({ [`class${courseId}:p1.pdf`]: pdf.content!.size })
      await page.getByRole("button", { name: "Remover todos os downloads" }).click()
      await page.getByText(/^Nenhum arquivo baixado/).waitFor()
      expect(await offlineRecords(page)).toEqual([])
      expect(await offlineFiles(page)).toEqual({})
    }, 120_000)

  it("removes at the next start a download interrupted half-way (no record stays flagged downloading)", async () => {
    const user = await newcomer()
    ;({ context, page } = await newPage(s.url, widths[0], demoNow, "allow"))
    await logInToAcademy(page, user)
    await expectInstallable()
    await page.goto(`/courses/${courseId}/activities/1`)
    await page.getByRole("heading", { name: "Gerações e famílias de processadores" }).waitFor()
    // A very slow network (2 kB/s, the 77 kB video in ~40 s): the bar grows with the bytes, and the
    // download is still running when the page reloads.
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.enable")
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: 2 * 1024, uploadThroughput: -1 })
    await page.getByRole("button", { name: "Baixar para usar offline" }).click()
    const bar = page.getByRole("dialog").getByRole("progressbar", { name: "Progresso do download" })
    await expect.poll(() => bar.evaluate((p: HTMLProgressElement) => p.value), { timeout: 15_000 }).toBeGreaterThan(0)
    expect((await offlineRecords(page)).map((r) => r.downloading)).toEqual([true])
    const partway = await bar.evaluate((p: HTMLProgressElement) => p.value)
    expect(partway).toBeLessThan(1)
    await expect.poll(() => bar.evaluate((p: HTMLProgressElement) => p.value), { timeout: 15_000 }).toBeGreaterThan(partway)
    expect((await offlineRecords(page)).map((r) => r.downloading)).toEqual([true])
    await screenshot(page, "offline-downloading", widths[0])
    await expectAccessible(page)

    await page.reload()
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    await page.getByRole("heading", { name: "Gerações e famílias de processadores" }).waitFor()
    await expect.poll(() => offlineRecords(page)).toEqual([])
    expect(await offlineFiles(page)).toEqual({})
    await page.getByRole("button", { name: "Baixar para usar offline" }).waitFor()
  }, 120_000)

  it("marks a download whose activity's file was stored again since, and downloads it again", async () => {
    const user = await newcomer()
    ;({ context, page } = await newPage(s.url, widths[1], demoNow, "allow"))
    await logInToAcademy(page, user)
    await page.goto(`/courses/${courseId}/activities/1`)
    await page.getByRole("heading", { name: "Gerações e famílias de processadores" }).waitFor()
    await page.getByRole("button", { name: "Baixar para usar offline" }).click()
    await page.getByText("Download concluído: a atividade abre sem internet.").waitFor()
    const [before] = await offlineRecords(page)
    // The file is stored again (a new upload of the activity's file): its time moves on.
    const fileId = `demo-${courseId}-v1`
    const stored = s.programme.db.prepare<[string], number>("SELECT created_at FROM files WHERE file_id = ?").pluck().get(fileId)!
    const later = Math.max(stored, Date.parse(before!.updated_date)) + 86_400_000
    s.programme.db.prepare("UPDATE files SET created_at = ? WHERE file_id = ?").run(later, fileId)
    try {
      await page.reload()
      // The refresh's dialog is a heading too ("Baixando …"): the screen's own is the level-1 one.
      await page.getByRole("heading", { name: "Gerações e famílias de processadores", level: 1 }).waitFor()
      // The refresh writes the new record flagged downloading first, then clears the flag once the file is whole.
      await expect
        .poll(async () => (await offlineRecords(page)).map((r) => [r.updated_date, r.downloading]), { timeout: 15_000 })
        .toEqual([[new Date(later).toISOString(), false]])
      await page.getByText(/^✓ Disponível offline · /).waitFor()
      expect(await page.getByText("Atualizada desde o download").count()).toBe(0)
    } finally {
      s.programme.db.prepare("UPDATE files SET created_at = ? WHERE file_id = ?").run(stored, fileId)
    }
  }, 120_000)
})
