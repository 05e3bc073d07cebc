// `npm run bench -- web` (issue 43): the activity player. Its chunks as built (raw and gzip -9):
// the player's route, then what each kind of activity adds to it; and, on a throttled phone (as
// bench/webLogin.ts: 150 ms, 1.6 Mbps, 4x CPU; no HTTP cache, no service worker), the time from
// navigating to the demo course's video activity to its first frame, and to its PDF activity's
// first page drawn, each beside the time the same browser takes to fetch that file alone: the
// network's floor, so the difference is what the app costs on top.
import { execFileSync, spawn } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { chromium, type Browser, type Page } from "playwright-core"
import { importCommands } from "../adapters/programme/importer.ts"
import { Programme } from "../adapters/programme/Programme.ts"
import { items } from "../cli/fixtureItems.ts"
import { openNdjson } from "../cli/ndjson.ts"
import { chromiumFlags } from "../tests/e2e/learner/support/globalSetup.ts"
import { staticImports } from "./lib/learnerRouteJs.ts"
import { throttle } from "./webLogin.ts"

const root = join(import.meta.dirname, "..")
const dir = join(root, "dist", "web-learner")
const RUNS = Number(process.env["BENCH_WEB_RUNS"] ?? 5)
const kb = (bytes: number) => Math.round((bytes / 1000) * 10) / 10

// ---- The chunks, from the build ----

interface Size {
  readonly files: ReadonlyArray<string>
  readonly rawKb: number
  readonly gzipKb: number
}

const sizeOf = (files: ReadonlyArray<string>): Size => ({
  files,
  rawKb: kb(files.reduce((s, f) => s + statSync(join(dir, f)).size, 0)),
  gzipKb: kb(files.reduce((s, f) => s + gzipSync(readFileSync(join(dir, f)), { level: 9 }).length, 0))
})

/** `from` and its static imports, transitively, leaving out what `loaded` already has. */
const closure = (from: ReadonlyArray<string>, loaded: ReadonlySet<string>): Array<string> => {
  const files = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file) || loaded.has(file)) return
    files.add(file)
    if (file.endsWith(".js")) staticImports(readFileSync(join(dir, file), "utf8")).forEach(visit)
  }
  from.forEach(visit)
  return [...files]
}

const assets = () => readdirSync(join(dir, "assets")).map((f) => `assets/${f}`)
const named = (prefix: string, ext: RegExp) => assets().filter((f) => f.startsWith(`assets/${prefix}-`) && ext.test(f))

/**
 * The route (`courses/{id}/activities/{order}`: routes/learning/activity.tsx and the player it
 * imports), beyond what the app's entry has loaded; then, per kind of activity, the chunks it
 * loads beyond the route (a kind whose player is in the route's chunk adds nothing).
 */
const playerChunks = () => {
  const html = readFileSync(join(dir, "index.html"), "utf8")
  const entry = new Set(closure([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!), new Set()))
  const route = closure([...named("activity", /\.js$/), ...named("ActivityPlayer", /\.(js|css)$/)], entry)
  const loaded = new Set([...entry, ...route])
  const extra = (prefixes: ReadonlyArray<string>) => sizeOf(closure(prefixes.flatMap((p) => named(p, /\.(js|mjs|css)$/)), loaded))
  // A SCORM package plays in a frame of its own, with the runtime the server serves beside it.
  const scorm = closure(named("ScormFrame", /\.(js|css)$/), loaded)
  const runtime = "../scorm-runtime/runtime.js"
  return {
    route: sizeOf(route),
    kinds: {
      "PDF (PDF.js and its worker)": extra(["PdfViewer", "pdf.worker.min", "pdf.worker"]),
      "video and audio": extra(["MediaPlayer"]),
      "SCORM (frame + runtime)": sizeOf(existsSync(join(dir, runtime)) ? [...scorm, runtime] : scorm),
      "test player": extra(["TestPlayer"]),
      games: extra(["GamePlayer"])
    }
  }
}

// ---- The throttled loads, on the demo ----

const courseId = "br-processadores-notebooks"
/** An academy learner enrolled in the course (not started in the demo); the bench completes its video, so the PDF after it opens. */
const learner = "br-001"
const password = "Vitrine-2026"
const demoDay = "2026-02-15"
const now = `${demoDay}T12:00:00-03:00`

const demoDatabase = async (work: string) => {
  const db = join(work, "demo.db")
  execFileSync(process.execPath, [join(root, "dist", "vitrine.mjs"), "demo", "--db", db, "--at", demoDay, "--no-serve", "--json"], { stdio: "ignore" })
  // The video is blocking: the PDF's activity opens once it is done, as the learner would have watched it.
  const line = { commandId: "learnbench-video-done", at: `${demoDay}T11:00:00-03:00`, actor: `user:${learner}`, type: "CompleteActivity", payload: { courseId, userId: learner, activityId: "v1" } }
  writeFileSync(join(work, "learnbench.ndjson"), JSON.stringify(line) + "\n")
  const programme = Programme.open(db)
  const summary = await importCommands(programme, items(await openNdjson([join(work, "learnbench.ndjson")])))
  programme.close()
  if (summary.rejections.length > 0) throw new Error(`the bench's set-up was refused: ${JSON.stringify(summary.rejections)}`)
  return db
}

const serve = async (db: string) => {
  const child = spawn(process.execPath, [join(import.meta.dirname, "lib", "webServer.ts"), db, now], { stdio: ["ignore", "pipe", "inherit"] })
  let out = ""
  child.stdout.setEncoding("utf8")
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (c: string) => {
      out += c
      if (out.split("\n").includes("ready")) resolve()
    })
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)))
  })
  const { url } = JSON.parse(out.split("\n")[0]!) as { url: string }
  return { url, stop: () => new Promise<void>((resolve) => (child.once("exit", () => resolve()), child.kill("SIGTERM"))) }
}

declare global {
  interface Window {
    __learnbench?: number
  }
}

/**
 * Marks, in the page's own clock (ms since the navigation started), the first of: a video's first
 * frame presented (`requestVideoFrameCallback`, or `loadeddata` should that not come first), or
 * the completion the PDF viewer sends once page 1 is drawn (features/learning/components/PdfViewer.tsx:
 * `onOpened`). Installed before the app's scripts run; the app is not changed for the bench.
 */
const marker = () => {
  const mark = () => {
    if (window.__learnbench === undefined) window.__learnbench = performance.now()
  }
  document.addEventListener("loadeddata", (e) => e.target instanceof HTMLVideoElement && mark(), true)
  const watched = new WeakSet<HTMLVideoElement>()
  new MutationObserver(() => {
    const video = document.querySelector("video")
    if (video !== null && !watched.has(video)) (watched.add(video), video.requestVideoFrameCallback(mark))
  }).observe(document, { childList: true, subtree: true })
  const send = window.fetch
  window.fetch = function (input, init) {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
    if (/\/completion$/.test(url)) mark()
    return send.call(this, input, init)
  }
}

/** Through the login screen and the choice of the academy, at full speed: the session is not what is timed. */
const logIn = async (page: Page, url: string) => {
  await page.goto(url)
  await page.getByLabel("Usuário ou e-mail").waitFor()
  const cookies = page.getByRole("button", { name: "Aceitar todos" })
  if (await cookies.isVisible().catch(() => false)) await cookies.click()
  await page.getByLabel("Usuário ou e-mail").fill(learner)
  await page.getByLabel("Senha").fill(password)
  await page.getByRole("button", { name: "Entrar", exact: true }).click()
  // A learner of two clients may be asked which to enter, or be sent to the one last entered.
  const academy = page.getByRole("button", { name: "Entrar em Academia Vitrine" })
  await Promise.race([academy.waitFor(), page.waitForURL((u) => u.pathname !== "/")])
  if (await academy.isVisible()) await academy.click()
  await page.waitForURL((u) => u.pathname === "/online-courses")
  if (await cookies.isVisible().catch(() => false)) await cookies.click()
}

/** The same file fetched by the same throttled browser, alone (cold: no cache), in ms. */
const fetchFloor = async (browser: Browser, url: string, file: string) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.goto(`${url}/healthz`)
  await throttle(page)
  const ms = await page.evaluate(async (file) => {
    const started = performance.now()
    await (await fetch(file, { cache: "no-store" })).arrayBuffer()
    return performance.now() - started
  }, file)
  await context.close()
  return ms
}

/** Median of RUNS cold loads of the activity at `order`, each beside its file fetched alone. */
const throttledActivity = async (url: string, order: number) => {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumFlags })
  const runs: Array<{ ms: number; floorMs: number }> = []
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true, locale: "pt-BR", serviceWorkers: "block" })
      await context.addInitScript(marker)
      const page = await context.newPage()
      await logIn(page, url)
      // The completion is answered here and never reaches the server: each run opens the same unfinished PDF.
      await page.route("**/completion", (r) => r.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ code: "bench.not_recorded", message: "bench", details: {} }) }))
      let file: string | undefined
      page.on("request", (r) => (file ??= r.url().includes("/api/media/") ? r.url() : undefined))
      await throttle(page)
      // A throttled load on a busy machine can pass playwright's 30 s defaults: the figure says how long it took.
      await page.goto(`${url}/courses/${courseId}/activities/${order}`, { waitUntil: "commit", timeout: 180_000 })
      await page.waitForFunction(() => window.__learnbench !== undefined, undefined, { timeout: 180_000, polling: 200 })
      const ms = await page.evaluate(() => window.__learnbench!)
      await page.screenshot({ path: `test-results/learnbench-${order}.png` })
      await context.close()
      if (file === undefined) throw new Error(`activity ${order} asked for no file`)
      runs.push({ ms, floorMs: await fetchFloor(browser, url, file) })
    }
  } finally {
    await browser.close()
  }
  const middle = (k: "ms" | "floorMs") => runs.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!
  return { ms: Math.round(middle("ms")), floorMs: Math.round(middle("floorMs")) }
}

export const run = async () => {
  const chunks = playerChunks()
  const list = (s: Size) => (s.files.length === 0 ? "(nothing beyond the route: its player is in the route's chunks)" : s.files.length > 3 ? `${s.files.length} files` : s.files.map((f) => f.replace(/^(assets|\.\.)\//, "")).join(", "))
  const line = (name: string, s: Size) => console.log(`${name.padEnd(32)} ${String(s.gzipKb).padStart(6)} kB gzip ${String(s.rawKb).padStart(7)} kB raw  ${list(s)}`)
  line("activity player route", chunks.route)
  for (const [kind, s] of Object.entries(chunks.kinds)) line(`  + ${kind}`, s)
  const work = mkdtempSync(join(tmpdir(), "vitrine-bench-learnbench-"))
  const server = await serve(await demoDatabase(work))
  try {
    const video = await throttledActivity(server.url, 1)
    const pdf = await throttledActivity(server.url, 2)
    for (const [name, f] of [["video's first frame", video], ["PDF's first page drawn", pdf]] as const)
      console.log(
        `${name} on a throttled phone (150 ms RTT, 1.6 Mbps, 4x CPU, 360×800): ${f.ms} ms from navigation; the file alone: ${f.floorMs} ms (the floor); the app's part: ${f.ms - f.floorMs} ms (median of ${RUNS})`
      )
    return {
      playerRoute: chunks.route,
      playerKinds: chunks.kinds,
      throttledVideoFirstFrameMs: video.ms,
      throttledVideoFileAloneMs: video.floorMs,
      throttledPdfFirstPageMs: pdf.ms,
      throttledPdfFileAloneMs: pdf.floorMs,
      throttling: { rttMs: 150, downMbps: 1.6, upKbps: 750, cpuSlowdown: 4 },
      demo: `vitrine demo --at ${demoDay}, ${learner} in ${courseId}`
    }
  } finally {
    await server.stop()
    rmSync(work, { recursive: true, force: true })
  }
}
