// `npm run bench -- web`: the learner app's budget (DESIGN §7: initial JS ≤ 120 kB gzip) — the
// initial JS (the entry and what index.html preloads), the largest lazy route chunk, and the time
// from navigation to an interactive login screen in headless Chromium against the real server.
import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { chromium } from "playwright-core"
import { chromiumFlags } from "../tests/e2e/learner/support/globalSetup.ts"
import { routeJs } from "./lib/learnerRouteJs.ts"

const dir = join(import.meta.dirname, "..", "dist", "web-learner")
const budgetKb = 120
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
const gz = (file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length

const sizes = () => {
  const html = readFileSync(join(dir, "index.html"), "utf8")
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
  const all = readdirSync(join(dir, "assets")).filter((f) => f.endsWith(".js")).map((f) => `assets/${f}`)
  const lazy = all.filter((f) => !initial.includes(f)).map((f) => ({ file: f, gzip: gz(f) })).sort((a, b) => b.gzip - a.gzip)
  return { initialGzip: initial.reduce((s, f) => s + gz(f), 0), initialFiles: initial.length, largestRoute: lazy[0] ?? { file: "-", gzip: 0 }, chunks: all.length }
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

/** Median of five cold loads (a fresh context each): navigation start → the login button enabled. */
const timeToLogin = async (url: string): Promise<number> => {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumFlags })
  const times: Array<number> = []
  try {
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext({ viewport: { width: 360, height: 800 } })
      const page = await context.newPage()
      const start = performance.now()
      await page.goto(url)
      await page.locator("button[type=submit]:enabled").waitFor()
      times.push(performance.now() - start)
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return Math.round(times.sort((a, b) => a - b)[2]!)
}

export const run = async () => {
  const s = sizes()
  console.log(`initial JS:          ${kb(s.initialGzip)} kB gzip in ${s.initialFiles} files (budget ${budgetKb} kB: ${kb(s.initialGzip) <= budgetKb ? "within" : "OVER"}, ${Math.round((s.initialGzip / 1024 / budgetKb) * 100)}%)`)
  console.log(`largest route chunk: ${kb(s.largestRoute.gzip)} kB gzip (${s.largestRoute.file}); ${s.chunks} JS chunks in all`)
  const login = routeJs(dir, "login")
  console.log(`login route JS:      ${kb(login.gzipBytes)} kB gzip in ${login.files.length} files (index.html's scripts + the login screen; budget ${budgetKb} kB)`)
  const tmp = mkdtempSync(join(tmpdir(), "vitrine-bench-web-"))
  const server = await serve(join(tmp, "web.db"))
  try {
    const ms = await timeToLogin(server.url)
    console.log(`interactive login:   ${ms} ms (median of 5 cold loads, headless Chromium, 360×800)`)
    return { initialJsGzipKb: kb(s.initialGzip), loginRouteJsGzipKb: kb(login.gzipBytes), budgetKb, largestRouteChunkGzipKb: kb(s.largestRoute.gzip), largestRouteChunk: s.largestRoute.file, timeToInteractiveLoginMs: ms }
  } finally {
    await server.stop()
    rmSync(tmp, { recursive: true, force: true })
  }
}
