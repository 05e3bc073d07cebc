import { spawn } from "node:child_process"
import { request, type ClientRequest } from "node:http"
import { join } from "node:path"
import { removeDatabase } from "./lib/scratchDatabase.ts"
import { benchWork } from "./lib/workDir.ts"
import { mkdirSync } from "node:fs"

/**
 * The lounge's fan-out (issue 45): VIEWERS server-sent-event connections on one server over
 * loopback, and ROUNDS chat lines posted one after another through `POST /api/me/lounges/:id/messages`;
 * for each line, the time from its POST to its arrival at each viewer. Beside it, the ceiling: a
 * bare node:http server writing the same frames to the same number of open responses, measured
 * the same way in the same run. Sizes: BENCH_LOUNGE_VIEWERS (500), BENCH_LOUNGE_ROUNDS (30).
 */
const VIEWERS = Number(process.env["BENCH_LOUNGE_VIEWERS"] ?? 500)
const ROUNDS = Number(process.env["BENCH_LOUNGE_ROUNDS"] ?? 30)

interface Served { url: string; events: string; say: string; viewerToken: string; writerTokens: Array<string> }

/** Node flags for the servers alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the fan-out (NODE_OPTIONS refuses --cpu-prof). */
const serverFlags = (process.env["BENCH_LOUNGE_NODE_ARGS"] ?? "").split(" ").filter((a) => a !== "")

const serve = async (args: ReadonlyArray<string>) => {
  const child = spawn(process.execPath, [...serverFlags, join(import.meta.dirname, "lib", "loungeServer.ts"), ...args], { stdio: ["ignore", "pipe", "inherit"] })
  let out = ""
  child.stdout.setEncoding("utf8")
  child.stdout.on("data", (c: string) => (out += c))
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", () => out.split("\n").includes("ready") && resolve())
    child.on("exit", (code) => reject(new Error(`lounge server exited with ${code}`)))
  })
  const served = JSON.parse(out.split("\n")[0]!) as Served
  const stop = () => new Promise<void>((resolve) => (child.once("exit", () => resolve()), child.kill("SIGTERM")))
  return { served, stop }
}

/** Opens the viewers; each reports the round numbers it sees (`bench-<k>` in a line's text). */
const openViewers = async (s: Served, seen: (round: number) => void): Promise<Array<ClientRequest>> => {
  const opened: Array<ClientRequest> = []
  await Promise.all(
    Array.from({ length: VIEWERS }, () =>
      new Promise<void>((resolve, reject) => {
        const req = request(s.url + s.events, { agent: false, headers: { accept: "text/event-stream", ...(s.viewerToken ? { authorization: `Bearer ${s.viewerToken}` } : {}) } }, (res) => {
          if (res.statusCode !== 200) return reject(new Error(`viewer answered ${res.statusCode}`))
          res.setEncoding("utf8")
          let tail = ""
          const got = new Set<number>()
          res.on("data", (chunk: string) => {
            const text = tail + chunk
            for (const m of text.matchAll(/bench-(\d+)"/g)) {
              const k = Number(m[1])
              if (!got.has(k)) (got.add(k), seen(k))
            }
            tail = text.slice(-24)
          })
          res.on("error", () => {})
          resolve()
        })
        req.on("error", reject)
        req.end()
        opened.push(req)
      })
    )
  )
  return opened
}

const post = (s: Served, token: string, text: string) =>
  fetch(s.url + s.say, { method: "POST", headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ text }) }).then(async (r) => {
    if (r.status !== 201) throw new Error(`POST answered ${r.status}: ${await r.text()}`)
  })

const percentile = (sorted: ReadonlyArray<number>, p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/** Every viewer's delivery time of each round, in ms. */
const measure = async (args: ReadonlyArray<string>) => {
  const { served, stop } = await serve(args)
  let waiting: { round: number; started: number; left: number; done: () => void } | undefined
  const delays: Array<number> = []
  const viewers = await openViewers(served, (k) => {
    if (waiting === undefined || k !== waiting.round) return
    delays.push(performance.now() - waiting.started)
    if (--waiting.left === 0) waiting.done()
  })
  // One line first, not counted: the first connections' and the hub's warm-up.
  for (let round = 0; round <= ROUNDS; round++) {
    const arrived = new Promise<void>((done) => (waiting = { round, started: performance.now(), left: VIEWERS, done }))
    if (round === 0) delays.length = 0
    await post(served, served.writerTokens[round] ?? "", `bench-${round}`)
    await arrived
    if (round === 0) delays.length = 0
  }
  for (const v of viewers) v.destroy()
  await stop()
  const sorted = [...delays].sort((a, b) => a - b)
  return { deliveries: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: sorted.at(-1)! }
}

export const run = async () => {
  mkdirSync(benchWork, { recursive: true })
  const db = join(benchWork, "lounge.db")
  removeDatabase(db)
  const vitrine = await measure(["vitrine", db, String(ROUNDS + 1)])
  removeDatabase(db)
  const bare = await measure(["bare"])
  const row = (name: string, f: typeof vitrine) => `${name.padEnd(28)} ${f.p50Ms.toFixed(1).padStart(8)} ${f.p99Ms.toFixed(1).padStart(8)} ${f.maxMs.toFixed(1).padStart(8)}`
  console.log(`${VIEWERS} viewers, ${ROUNDS} lines: delivery from POST to each viewer (ms)`)
  console.log(`${"".padEnd(28)} ${"p50".padStart(8)} ${"p99".padStart(8)} ${"max".padStart(8)}`)
  console.log(row("vitrine (command + hub)", vitrine))
  console.log(row("bare node:http fan-out", bare))
  console.log(`p99 vitrine/bare: ${(vitrine.p99Ms / bare.p99Ms).toFixed(2)}`)
  return { viewers: VIEWERS, rounds: ROUNDS, vitrine, bare, p99Ratio: vitrine.p99Ms / bare.p99Ms }
}
