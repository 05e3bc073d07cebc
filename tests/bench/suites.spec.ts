import { spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { node, root } from "../support/cli.ts"
import { tempDir } from "../support/tmp.ts"

/**
 * Every bench suite runs to its end at a tiny size, so a bench cannot rot unnoticed between the
 * runs that quote it (the web suite once timed out on a login race for a day). Only that each
 * suite completes and writes its figures is checked here: timings belong to `npm run bench`.
 */
const dir = tempDir("vitrine-bench-smoke-")
const results = join(dir, "results.json")
const tiny = {
  BENCH_WORK: join(dir, "work"),
  BENCH_RESULTS: results,
  BENCH_STORE_ROUNDS: "1",
  BENCH_USERS: "50",
  BENCH_SALES: "300",
  BENCH_SMALL_USERS: "20",
  BENCH_SMALL_SALES: "100",
  BENCH_API_USERS: "60",
  BENCH_API_SALES: "400",
  BENCH_API_SECONDS: "1",
  BENCH_API_COMMANDS: "60",
  BENCH_WEB_RUNS: "1",
  BENCH_LOUNGE_VIEWERS: "20",
  BENCH_LOUNGE_ROUNDS: "3"
}

/** `npm run bench -- <suite>` as package.json runs it (the built CLI and apps come from `npm test`). */
const bench = (suite: string, timeout = 150_000): Record<string, unknown> => {
  const run = spawnSync(node, ["--require", "./bench/lib/writerClock.cjs", "bench/run.ts", suite], {
    cwd: root,
    env: { ...process.env, ...tiny },
    encoding: "utf8",
    timeout
  })
  expect(run.stderr).not.toMatch(/Error|at .*\.ts:\d+/)
  expect(run.status).toBe(0)
  return JSON.parse(readFileSync(results, "utf8")) as Record<string, unknown>
}

const positive = (value: unknown) => expect(value).toBeGreaterThan(0)

describe("npm run bench, every suite at a tiny size", { timeout: 180_000 }, () => {
  it("store: each append, read and scan figure beside raw SQLite", () => {
    const { store } = bench("store") as { store: { figures: Array<{ raw: number; store: number }> } }
    expect(store.figures).toHaveLength(11)
    for (const f of store.figures) (positive(f.raw), positive(f.store))
  })

  it("domain: the command path beside its raw write ceiling and write floor", () => {
    const { domain } = bench("domain") as { domain: Record<string, number> }
    positive(domain["ReportSale sequential NORMAL commands/s"])
    positive(domain["raw write ceiling, one commit per ReportSale, NORMAL"])
    positive(domain["write floor, one commit per ReportSale, NORMAL"])
  })

  it("cli: both imports beside their ceilings and floors, rebuild, replay, verify and the long report", () => {
    const { cli } = bench("cli") as { cli: Record<string, number> & { importSmall: { commandsPerSecond: number; floor: { commandsPerSecond: number } } } }
    for (const figure of [cli.importCommandsPerSecond, cli.rawWriteCommandsPerSecond, cli.importSmall.commandsPerSecond, cli.importSmall.floor.commandsPerSecond])
      positive(figure)
    for (const figure of [cli["rebuildEventsPerSecond"], cli["replayEventsPerSecond"], cli["verifyEventsPerSecond"], cli["reportSalesViewLines"]]) positive(figure)
  })

  // The learning figures (issue 43) build the demo and start three more servers: a longer wait on a busy machine.
  it("api: reads and grouped commands beside a bare server and one at a time, every request valid", { timeout: 330_000 }, () => {
    const { api } = bench("api", 300_000) as { api: { figures: Array<{ figure: string; ours: number; ceiling: number }>; failedRequests: number } }
    expect(api.failedRequests).toBe(0)
    expect(api.figures).toHaveLength(14)
    // Learning (issue 43): the catalogue page and the video's ranges, each beside its bare ceiling.
    expect(api.figures.map((f) => f.figure)).toEqual(expect.arrayContaining(["course catalogue page, 32 connections", "video 1 MB ranges, 32 connections"]))
    for (const f of api.figures) (positive(f.ours), positive(f.ceiling))
  })

  it("web: the console's queue and the learner's login, interactive in Chromium", () => {
    const { web, webLearner } = bench("web") as { web: Record<string, number>; webLearner: Record<string, number> }
    positive(web["adminInitialJsGzipKb"])
    positive(web["queueInteractiveColdMs"])
    positive(webLearner["initialJsGzipKb"])
    positive(webLearner["timeToInteractiveLoginMs"])
  })

  it("webLearnbench: the activity player's chunks, and the demo video's first frame and PDF's first page on a throttled phone beside the file alone", () => {
    const { webLearnbench } = bench("webLearnbench") as { webLearnbench: Record<string, number> & { playerRoute: { gzipKb: number }; playerKinds: Record<string, { gzipKb: number; rawKb: number }> } }
    positive(webLearnbench.playerRoute.gzipKb)
    // PDF.js and its worker, and the games, load only when such an activity opens: each a chunk of its own.
    for (const kind of ["PDF (PDF.js and its worker)", "games"]) (positive(webLearnbench.playerKinds[kind]!.gzipKb), expect(webLearnbench.playerKinds[kind]!.gzipKb).toBeLessThan(webLearnbench.playerKinds[kind]!.rawKb))
    for (const figure of ["throttledVideoFirstFrameMs", "throttledVideoFileAloneMs", "throttledPdfFirstPageMs", "throttledPdfFileAloneMs"]) positive(webLearnbench[figure])
  })

  it("webLogin: both apps' login entry as served compressed, and the learner's login on a throttled phone", () => {
    const { webLogin } = bench("webLogin") as { webLogin: { learnerEntry: Record<string, number>; adminEntry: Record<string, number>; learnerThrottledLoginMs: number } }
    for (const entry of [webLogin.learnerEntry, webLogin.adminEntry]) {
      positive(entry["brotliKb"])
      expect(entry["gzipKb"]!).toBeLessThan(entry["rawKb"]!)
    }
    positive(webLogin.learnerThrottledLoginMs)
  })

  it("lounge: a line's delivery to every SSE viewer through the server beside a bare node:http fan-out", () => {
    const { lounge } = bench("lounge") as { lounge: { vitrine: { deliveries: number; p99Ms: number }; bare: { deliveries: number; p99Ms: number } } }
    expect(lounge.vitrine.deliveries).toBe(20 * 3)
    expect(lounge.bare.deliveries).toBe(20 * 3)
    positive(lounge.vitrine.p99Ms)
    positive(lounge.bare.p99Ms)
  })
})
