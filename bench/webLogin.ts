// `npm run bench -- web` (issue 41 item 26, DESIGN §5.4): what a phone downloads to see each app's
// login screen, as the server sends it (precompressed brotli, else gzip), and how long a throttled
// phone waits for the learner app's login form: 150 ms round trip, 1.6 Mbps down, 750 kbps up and
// a CPU four times slower, set through the Chrome DevTools Protocol on Debian's Chromium.
import { spawn } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium, type Page } from "playwright-core"
import { chromiumFlags } from "../tests/e2e/learner/support/globalSetup.ts"

const dist = join(import.meta.dirname, "..", "dist")
const RUNS = Number(process.env["BENCH_WEB_RUNS"] ?? 5)
const kb = (bytes: number) => Math.round((bytes / 1000) * 10) / 10
/** The learner app's login form on a throttled phone (issue 41): under 2 s. */
const budgetMs = 2_000

/** The entry's files (index.html, its scripts, preloads and styles) in each encoding, as kept on disk. */
const entrySizes = (app: "web-learner" | "web-admin", base: string) => {
  const dir = join(dist, app)
  const html = readFileSync(join(dir, "index.html"), "utf8")
  const files = ["index.html", ...[...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]!.replace(base, ""))]
  const size = (file: string) => (existsSync(join(dir, file)) ? statSync(join(dir, file)).size : statSync(join(dir, file.replace(/\.(br|gz)$/, ""))).size)
  const sum = (suffix: string) => files.reduce((total, f) => total + size(f + suffix), 0)
  return { files: files.length, rawKb: kb(sum("")), gzipKb: kb(sum(".gz")), brotliKb: kb(sum(".br")) }
}

const serve = async (db: string) => {
  const child = spawn(process.execPath, [join(import.meta.dirname, "lib", "webServer.ts"), db], { stdio: ["ignore", "pipe", "inherit"] })
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

/** The phone's network and CPU, and a count of the bytes that crossed the network for the page. */
export const throttle = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Network.enable")
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true })
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 })
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  let bytes = 0
  cdp.on("Network.loadingFinished", (e: { encodedDataLength: number }) => (bytes += e.encodedDataLength))
  return () => bytes
}

/** Median of RUNS cold loads (a fresh context each): navigation start → the login form's button enabled. */
const throttledLogin = async (url: string) => {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumFlags })
  const runs: Array<{ ms: number; bytes: number }> = []
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true })
      const page = await context.newPage()
      const transferred = await throttle(page)
      const start = performance.now()
      // A throttled load on a busy machine can pass playwright's 30 s defaults: the figure says how long it took.
      await page.goto(url, { waitUntil: "commit", timeout: 180_000 })
      await page.locator("button[type=submit]:enabled").waitFor({ timeout: 180_000 })
      runs.push({ ms: performance.now() - start, bytes: transferred() })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return runs.sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)]!
}

export const run = async () => {
  const learner = entrySizes("web-learner", "/")
  const admin = entrySizes("web-admin", "/admin/")
  for (const [name, s] of [["learner login entry", learner], ["console login entry", admin]] as const)
    console.log(`${name}: ${s.brotliKb} kB brotli, ${s.gzipKb} kB gzip, ${s.rawKb} kB uncompressed (${s.files} files as index.html names them)`)
  const tmp = mkdtempSync(join(tmpdir(), "vitrine-bench-weblogin-"))
  const server = await serve(join(tmp, "web.db"))
  try {
    const login = await throttledLogin(server.url)
    console.log(
      `learner login form on a throttled phone (150 ms RTT, 1.6 Mbps, 4x CPU): ${Math.round(login.ms)} ms, ${kb(login.bytes)} kB over the network (median of ${RUNS}; budget ${budgetMs} ms: ${login.ms <= budgetMs ? "within" : "OVER"})`
    )
    return {
      learnerEntry: learner,
      adminEntry: admin,
      learnerThrottledLoginMs: Math.round(login.ms),
      learnerThrottledLoginTransferredKb: kb(login.bytes),
      throttledLoginBudgetMs: budgetMs,
      throttling: { rttMs: 150, downMbps: 1.6, upKbps: 750, cpuSlowdown: 4 }
    }
  } finally {
    await server.stop()
    rmSync(tmp, { recursive: true, force: true })
  }
}
