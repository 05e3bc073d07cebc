import { execFileSync, spawn } from "node:child_process"
import { copyFileSync, existsSync, mkdirSync, rmSync } from "node:fs"
import { join } from "node:path"
import autocannon from "autocannon"
import Database from "better-sqlite3"
import { listSql } from "../adapters/http/admin/listQuery.ts"
import { salesResource } from "../adapters/http/admin/resources/sales.ts"
import { Programme } from "../adapters/programme/Programme.ts"
import { importCommands } from "../adapters/programme/importer.ts"
import { items } from "../cli/fixtureItems.ts"
import { openNdjson } from "../cli/ndjson.ts"

/**
 * The HTTP API under load (issue 11): the admins' audit queue (a page of 25 of one campaign's
 * sales of one status, newest first) at 32 connections beside a bare node:http server running
 * the same SQL, and admin commands (sale approvals) at 32 connections, group-committed with
 * synchronous=FULL, beside the same commands one at a time. Each server runs in a process of
 * its own; autocannon runs here. Sizes: BENCH_API_USERS / BENCH_API_SALES (20k / 120k).
 */
const WORK = join(import.meta.dirname, ".work")
const USERS = Number(process.env["BENCH_API_USERS"] ?? 20_000)
const SALES = Number(process.env["BENCH_API_SALES"] ?? 120_000)
const SECONDS = Number(process.env["BENCH_API_SECONDS"] ?? 10)
const root = join(import.meta.dirname, "..")
const fmt = (n: number) => Math.round(n).toLocaleString("en-US")

/** The programme's database, generated and imported once and kept for later runs. */
const baseDatabase = async (): Promise<string> => {
  mkdirSync(WORK, { recursive: true })
  const path = join(WORK, `api-${USERS}-${SALES}.db`)
  if (existsSync(path)) return path
  const fixture = join(WORK, `api-programme-${USERS}-${SALES}.ndjson`)
  execFileSync(process.execPath, [join(root, "bin", "vitrine.mjs"), "fixtures", "generate", "--users", String(USERS), "--sales", String(SALES), "--seed", "11", "-o", fixture, "-q"], { stdio: "inherit" })
  const loading = join(WORK, "api-loading.db")
  for (const s of ["", "-wal", "-shm"]) rmSync(loading + s, { force: true })
  const programme = Programme.open(loading, { durability: "normal" })
  const started = performance.now()
  const summary = await importCommands(programme, items(await openNdjson([fixture])), { batchSize: 5_000 })
  console.log(`imported ${fmt(summary.lines)} commands in ${((performance.now() - started) / 1000).toFixed(0)} s`)
  programme.db.pragma("wal_checkpoint(TRUNCATE)")
  programme.close()
  copyFileSync(loading, path)
  return path
}

/** Starts bench/lib/apiServer.ts and answers its URL and token once it listens. */
const serve = async (args: ReadonlyArray<string>) => {
  const child = spawn(process.execPath, [join(import.meta.dirname, "lib", "apiServer.ts"), ...args], { stdio: ["ignore", "pipe", "inherit"] })
  let out = ""
  child.stdout.setEncoding("utf8")
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (c: string) => {
      out += c
      if (out.split("\n").includes("ready")) resolve()
    })
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)))
  })
  const { url, token } = JSON.parse(out.split("\n")[0]!) as { url: string; token: string }
  const stop = () => new Promise<void>((resolve) => (child.once("exit", () => resolve()), child.kill("SIGTERM")))
  return { url, token, stop }
}

const load = (options: Parameters<typeof autocannon>[0]) => autocannon(options)

export const run = async () => {
  const path = await baseDatabase()
  const db = new Database(path, { readonly: true })
  const admin = db.prepare("SELECT user_id AS userId, is_superuser AS all_, country FROM accounts WHERE role = 'admin' AND status = 'approved' ORDER BY is_superuser DESC LIMIT 1").get() as { userId: string; all_: number; country: string }
  const scope = admin.all_ === 1 ? ({ all: true } as const) : ({ all: false, country: admin.country } as const)
  const queue = db
    // The audit queue proper: the campaign with the most sales awaiting approval.
    .prepare("SELECT s.campaign_id AS campaignId, s.status, count(*) AS n FROM sales s JOIN campaigns c USING (campaign_id) WHERE s.status = 'awaiting_approval' AND (? OR c.country = ?) GROUP BY 1, 2 ORDER BY n DESC LIMIT 1")
    .get(scope.all ? 1 : 0, admin.country) as { campaignId: string; status: string; n: number }
  const totalSales = db.prepare("SELECT count(*) FROM sales").pluck().get() as number
  const awaiting = db.prepare("SELECT s.sale_id FROM sales s JOIN campaigns c USING (campaign_id) WHERE s.status = 'awaiting_approval' AND (? OR c.country = ?) LIMIT 20000").pluck().all(scope.all ? 1 : 0, admin.country) as Array<string>
  db.close()
  console.log(`database: ${fmt(totalSales)} sales; the queue of ${queue.campaignId} / ${queue.status}: ${fmt(queue.n)} sales; as admin ${admin.userId}`)

  // The audit queue, through the API and bare.
  const filter = { campaignId: queue.campaignId, status: queue.status }
  const path25 = `/api/admin/sales?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["reportedAt","DESC"]')}&range=${encodeURIComponent("[0,24]")}`
  const sql = listSql(salesResource, { sort: ["reportedAt", "DESC"], range: [0, 24], filter }, scope)
  const api = await serve(["vitrine", path, admin.userId])
  const viaApi = await load({ url: api.url + path25, connections: 32, duration: SECONDS, headers: { authorization: `Bearer ${api.token}` } })
  await api.stop()
  const bare = await serve(["bare", path, JSON.stringify({ ...sql, name: "sales" })])
  const viaBare = await load({ url: bare.url + "/", connections: 32, duration: SECONDS })
  await bare.stop()
  const ratio = viaApi.requests.average / viaBare.requests.average
  console.log(
    `audit queue, 32 connections: API ${fmt(viaApi.requests.average)} req/s (p50 ${viaApi.latency.p50} ms, p99 ${viaApi.latency.p99} ms, non-2xx ${viaApi.non2xx}) beside bare node:http + the same SQL ${fmt(viaBare.requests.average)} req/s (p50 ${viaBare.latency.p50} ms, p99 ${viaBare.latency.p99} ms): ${ratio.toFixed(2)} of it (target ≥ 0.5, p99 ≤ 25 ms ${ratio >= 0.5 && viaApi.latency.p99 <= 25 ? "ok" : "MISSED"})`
  )

  // Commands: sale approvals, synchronous=FULL, one at a time then 32 connections.
  const writePath = join(WORK, "api-write.db")
  for (const s of ["", "-wal", "-shm"]) rmSync(writePath + s, { force: true })
  copyFileSync(path, writePath)
  const writer = await serve(["vitrine", writePath, admin.userId])
  let next = 0
  const approvals = (amount: number, connections: number) =>
    load({
      url: writer.url,
      connections,
      amount,
      method: "POST",
      headers: { authorization: `Bearer ${writer.token}`, "content-type": "application/json" },
      requests: [{ setupRequest: (request) => ({ ...request, path: `/api/admin/sales/${encodeURIComponent(awaiting[next++ % awaiting.length]!)}/approve` }) }]
    })
  const oneByOne = await approvals(Math.min(400, awaiting.length / 4), 1)
  const grouped = await approvals(Math.min(4000, awaiting.length / 2), 32)
  await writer.stop()
  const sequentialRate = oneByOne.requests.total / oneByOne.duration
  const groupedRate = grouped.requests.total / grouped.duration
  const gain = groupedRate / sequentialRate
  console.log(
    `sale approvals, synchronous=FULL: one at a time ${fmt(sequentialRate)} commands/s (p50 ${oneByOne.latency.p50} ms); 32 connections, group commit ${fmt(groupedRate)} commands/s (p50 ${grouped.latency.p50} ms, p99 ${grouped.latency.p99} ms, non-2xx ${grouped.non2xx}): ${gain.toFixed(1)}× (target ≥ 5× ${gain >= 5 ? "ok" : "MISSED"})`
  )
  console.log("(a shared machine: figures move with the other work on it; the ratios, measured in the same run, are the steadier ones)")
  return {
    users: USERS,
    sales: totalSales,
    queue: { ...queue },
    auditQueue: { apiRequestsPerSecond: viaApi.requests.average, apiP50Ms: viaApi.latency.p50, apiP99Ms: viaApi.latency.p99, apiNon2xx: viaApi.non2xx, bareRequestsPerSecond: viaBare.requests.average, bareP50Ms: viaBare.latency.p50, bareP99Ms: viaBare.latency.p99, ratio },
    commands: { oneAtATimePerSecond: sequentialRate, groupedPerSecond: groupedRate, groupedP99Ms: grouped.latency.p99, groupedNon2xx: grouped.non2xx, sequentialNon2xx: oneByOne.non2xx, gain }
  }
}
