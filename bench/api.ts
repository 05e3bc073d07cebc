import { execFileSync, spawn } from "node:child_process"
import { randomUUID } from "node:crypto"
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs"
import { loadavg } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import Database from "better-sqlite3"
import { listSql } from "../adapters/http/admin/listQuery.ts"
import { salesResource } from "../adapters/http/admin/resources/sales.ts"
import { Programme } from "../adapters/programme/Programme.ts"
import { columns as storeColumns, offered as storeOffered, storeList } from "../adapters/http/rewards/store.ts"
import { importCommands } from "../adapters/programme/importer.ts"
import { items } from "../cli/fixtureItems.ts"
import { openNdjson } from "../cli/ndjson.ts"
import { removeDatabase } from "./lib/scratchDatabase.ts"
import { benchWork } from "./lib/workDir.ts"
import { learnbenchApi } from "./lib/learnbenchApi.ts"

/**
 * The HTTP API under load (issue 11). Reads: the admins' audit queue (a page of 25 of one
 * campaign's sales of one status, newest first) at 32 connections beside a bare node:http
 * server running the same SQL. Writes, with synchronous=FULL: learners' `POST /api/me/sales`
 * (each request another learner's valid sale in an open campaign) at 32 connections, group
 * committed, beside the same commands one at a time; then admins' sale approvals the same way.
 * Beside them, what bounds the write gain on this disk: one fsync'd commit's latency. Each
 * server runs in a process of its own; autocannon runs here. Sizes: BENCH_API_USERS /
 * BENCH_API_SALES (20k / 120k), BENCH_API_SECONDS per read run, BENCH_API_COMMANDS per grouped run.
 * Rewards (issue 42): after the sales, a catalogue of REWARDS rewards is listed in the campaign's
 * country; learners' `POST /api/me/orders` (each a unit, paid by the points their reported sales
 * credited) at 32 connections beside one at a time, and the store's list (a page of 24 of one
 * department, by price) through the API beside bare node:http on the same SQL.
 * Learning (issue 43, bench/lib/learnbenchApi.ts): on the demo, a learner's course catalogue page
 * beside bare node:http on the same SQL, and a video served in 1 MB ranges through the media route
 * beside bare node:http with fs.createReadStream of the same bytes.
 */
const USERS = Number(process.env["BENCH_API_USERS"] ?? 20_000)
const SALES = Number(process.env["BENCH_API_SALES"] ?? 120_000)
const SECONDS = Number(process.env["BENCH_API_SECONDS"] ?? 10)
const COMMANDS = Number(process.env["BENCH_API_COMMANDS"] ?? 6_000)
const CONNECTIONS = 32
const REWARDS = 2_000
const root = join(import.meta.dirname, "..")
const fmt = (n: number) => Math.round(n).toLocaleString("en-US")


/** The programme's database, generated and imported once and kept for later runs (migrated at each). */
const baseDatabase = async (): Promise<string> => {
  mkdirSync(benchWork, { recursive: true })
  const path = join(benchWork, `api-${USERS}-${SALES}.db`)
  if (existsSync(path)) {
    Programme.open(path).close()
    return path
  }
  const fixture = join(benchWork, `api-programme-${USERS}-${SALES}.ndjson`)
  execFileSync(process.execPath, [join(root, "bin", "vitrine.mjs"), "fixtures", "generate", "--users", String(USERS), "--sales", String(SALES), "--seed", "11", "-o", fixture, "-q"], { stdio: "inherit" })
  const loading = join(benchWork, "api-loading.db")
  removeDatabase(loading)
  const programme = Programme.open(loading, { durability: "normal" })
  const started = performance.now()
  const summary = await importCommands(programme, items(await openNdjson([fixture])), { batchSize: 5_000 })
  console.log(`imported ${fmt(summary.lines)} commands in ${((performance.now() - started) / 1000).toFixed(0)} s`)
  programme.db.pragma("wal_checkpoint(TRUNCATE)")
  programme.close()
  copyFileSync(loading, path)
  removeDatabase(loading)
  return path
}

/** Starts bench/lib/apiServer.ts; `stop` answers how its commands were grouped. */
const serve = async (args: ReadonlyArray<string>) => {
  const child = spawn(process.execPath, [join(import.meta.dirname, "lib", "apiServer.ts"), ...args], { stdio: ["ignore", "pipe", "inherit"] })
  let out = ""
  child.stdout.setEncoding("utf8")
  child.stdout.on("data", (c: string) => (out += c))
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", () => out.split("\n").includes("ready") && resolve())
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)))
  })
  const { url, tokens } = JSON.parse(out.split("\n")[0]!) as { url: string; tokens: Array<string> }
  const stop = () =>
    new Promise<{ groups: number; commands: number; cpuMs: number }>((resolve) => {
      child.once("exit", () => resolve(JSON.parse(out.trim().split("\n").at(-1)!)))
      child.kill("SIGTERM")
    })
  return { url, tokens, stop }
}

/** One fsync'd commit of one row on this disk (the directory of the bench's databases). */
const fsyncedCommitMs = (): number => {
  const path = join(benchWork, "fsync-probe.db")
  removeDatabase(path)
  const db = new Database(path)
  db.pragma("journal_mode = WAL")
  db.pragma("synchronous = FULL")
  db.exec("CREATE TABLE t (x)")
  const insert = db.prepare("INSERT INTO t VALUES (?)")
  const times: Array<number> = []
  for (let i = 0; i < 200; i++) {
    const t = performance.now()
    insert.run(i)
    times.push(performance.now() - t)
  }
  db.close()
  removeDatabase(path)
  return times.sort((a, b) => a - b)[times.length >> 1]!
}

interface Row {
  readonly figure: string
  readonly unit: string
  readonly ours: number
  readonly ceiling: number
  readonly ceilingIs: string
  /** ours/ceiling at least (`min`), or ours at most (`max`). */
  readonly target?: { readonly min: number } | { readonly max: number }
}

const verdict = (r: Row): string => {
  if (r.target === undefined) return ""
  if ("min" in r.target) return `≥ ${r.target.min}× ${r.ours / r.ceiling >= r.target.min ? "ok" : "MISSED"}`
  return `≤ ${r.target.max} ${r.ours <= r.target.max ? "ok" : "MISSED"}`
}

const printRows = (rows: ReadonlyArray<Row>) => {
  const table = [
    ["figure", "unit", "ours", "ceiling", "ours/ceiling", "ceiling is", "target"],
    ...rows.map((r) => [r.figure, r.unit, fmt(r.ours), fmt(r.ceiling), (r.ours / r.ceiling).toFixed(2), r.ceilingIs, verdict(r)])
  ]
  const widths = table[0]!.map((_, c) => Math.max(...table.map((r) => r[c]!.length)))
  const line = (r: ReadonlyArray<string>) => r.map((cell, c) => (c >= 2 && c <= 4 ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!))).join("  ").trimEnd()
  console.log(line(table[0]!))
  console.log(widths.map((w) => "-".repeat(w)).join("  "))
  for (const r of table.slice(1)) console.log(line(r))
}

/** Commands through one server at `connections`, each request made by `request(i)`; how they grouped. */
const commandRun = async (serverArgs: ReadonlyArray<string>, amount: number, connections: number, request: (tokens: ReadonlyArray<string>, i: number) => { path: string; token: string; body?: string }) => {
  const server = await serve(serverArgs)
  let next = 0
  // Timed here, from the first request to the last answer: autocannon's own duration ends at
  // its next one-second tick, which made a 600-command run of 2.1 s count as 3 s.
  const started = performance.now()
  let lastAnswer = started
  const result = await autocannon({
    url: server.url,
    // autocannon refuses more connections than requests (a small BENCH_API_SALES).
    connections: Math.min(connections, amount),
    amount,
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest: (r) => {
          const { path, token, body } = request(server.tokens, next++)
          // An Idempotency-Key per request, as both web apps send with every command.
          return { ...r, path, headers: { ...(r["headers"] as object), authorization: `Bearer ${token}`, "idempotency-key": randomUUID() }, ...(body === undefined ? {} : { body }) }
        },
        onResponse: () => {
          lastAnswer = performance.now()
        }
      }
    ]
  })
  const grouped = await server.stop()
  return { result, perSecond: (result.requests.total * 1000) / (lastAnswer - started), commandsPerCommit: grouped.commands / Math.max(1, grouped.groups), cpuMsPerCommand: grouped.cpuMs / Math.max(1, grouped.commands) }
}

export const run = async () => {
  const started = Date.now()
  const loadBefore = loadavg()
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
  // Sellers for the sales: the open campaign with the most participants, each registered
  // learner at a store of theirs that takes part, a product of its points table; the server's
  // clock a few days before the campaign ends, the sales two days before that.
  const campaign = db.prepare("SELECT campaign_id AS campaignId, ends, points_table AS pointsTable FROM campaigns WHERE status = 'open' ORDER BY participant_count DESC LIMIT 1").get() as { campaignId: string; ends: string; pointsTable: string }
  const sellers = db
    .prepare(
      `SELECT p.user_id AS userId, (SELECT j.value FROM json_each(p.store_ids) j JOIN campaign_stores cs ON cs.campaign_id = p.campaign_id AND cs.store_id = j.value LIMIT 1) AS storeId
       FROM participants p JOIN accounts a USING (user_id) WHERE p.campaign_id = ? AND a.status = 'approved' AND a.role = 'learner' AND storeId IS NOT NULL LIMIT 2000`
    )
    .all(campaign.campaignId) as Array<{ userId: string; storeId: string }>
  db.close()
  const sku = (JSON.parse(campaign.pointsTable) as Array<{ sku: string }>)[0]!.sku
  const day = (offset: number) => new Date(Date.parse(campaign.ends) + offset * 86_400_000).toISOString().slice(0, 10)
  const now = `${day(-5)}T12:00:00Z`
  const saleDate = day(-7)
  console.log(`database: ${fmt(totalSales)} sales; the queue of ${queue.campaignId} / ${queue.status}: ${fmt(queue.n)} sales; as admin ${admin.userId}; ${fmt(sellers.length)} sellers in ${campaign.campaignId}`)

  // The audit queue, through the API and bare.
  const filter = { campaignId: queue.campaignId, status: queue.status }
  const path25 = `/api/admin/sales?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["reportedAt","DESC"]')}&range=${encodeURIComponent("[0,24]")}`
  const sql = listSql(salesResource, { sort: ["reportedAt", "DESC"], range: [0, 24], filter }, scope)
  const api = await serve(["vitrine", path, admin.userId])
  const viaApi = await autocannon({ url: api.url + path25, connections: CONNECTIONS, duration: SECONDS, headers: { authorization: `Bearer ${api.tokens[0]}` } })
  await api.stop()
  const bare = await serve(["bare", path, JSON.stringify({ ...sql, name: "sales" })])
  const viaBare = await autocannon({ url: bare.url + "/", connections: CONNECTIONS, duration: SECONDS })
  await bare.stop()

  // Commands, synchronous=FULL, on a copy of the database: one at a time, then 32 connections.
  const writePath = join(benchWork, "api-write.db")
  removeDatabase(writePath)
  copyFileSync(path, writePath)
  const learners = ["vitrine", writePath, sellers.map((s) => s.userId).join(","), now]
  let invoice = 0
  const report = (tokens: ReadonlyArray<string>, i: number) => {
    const seller = sellers[i % sellers.length]!
    const body = { campaignId: campaign.campaignId, invoiceNumber: `BENCH-${++invoice}`, saleDate, storeId: seller.storeId, lines: [{ sku, quantity: 1 }] }
    return { path: "/api/me/sales", token: tokens[i % sellers.length]!, body: JSON.stringify(body) }
  }
  const reportsOneByOne = await commandRun(learners, Math.round(COMMANDS / 10), 1, report)
  const reportsGrouped = await commandRun(learners, COMMANDS, CONNECTIONS, report)
  let approved = 0
  const approve = (tokens: ReadonlyArray<string>) => ({ path: `/api/admin/sales/${encodeURIComponent(awaiting[approved++ % awaiting.length]!)}/approve`, token: tokens[0]! })
  const asAdmin = ["vitrine", writePath, admin.userId, now]
  const approvalsOneByOne = await commandRun(asAdmin, Math.floor(Math.min(COMMANDS / 10, awaiting.length / 4)), 1, approve)
  const approvalsGrouped = await commandRun(asAdmin, Math.floor(Math.min(COMMANDS, awaiting.length / 2)), CONNECTIONS, approve)

  // The store: a catalogue listed in the campaign's country, then orders and the store's list.
  const country = (() => {
    const d = new Database(writePath, { readonly: true })
    const c = d.prepare("SELECT country FROM campaigns WHERE campaign_id = ?").pluck().get(campaign.campaignId) as string
    d.close()
    return c
  })()
  const catalogue = join(benchWork, "api-rewards.ndjson")
  const departments = ["Eletrônicos", "Casa", "Viagens", "Esporte", "Cultura", "Moda", "Experiências", "Vale-presente"]
  writeFileSync(
    catalogue,
    Array.from({ length: REWARDS }, (_, i) =>
      JSON.stringify({
        commandId: `bench-reward-${i}`,
        at: `${day(-6)}T09:00:00Z`,
        actor: "system",
        type: "ListReward",
        payload: { rewardId: `bench-reward-${i}`, name: `Prêmio ${i}`, department: departments[i % departments.length], category: `bench-${i % 24}`, price: 1 + (i % 3), stock: 1_000_000, minLevel: 1, requiredCourseIds: [], countries: [country], description: `Um prêmio de teste, número ${i}.` }
      })
    ).join("\n") + "\n"
  )
  const seeding = Programme.open(writePath)
  await importCommands(seeding, items(await openNdjson([catalogue])), { batchSize: 5_000 })
  seeding.close()
  const order = (tokens: ReadonlyArray<string>, i: number) => ({
    path: "/api/me/orders",
    token: tokens[i % sellers.length]!,
    body: JSON.stringify({ campaignId: campaign.campaignId, rewardId: `bench-reward-${(i * 7) % REWARDS}`, quantity: 1 })
  })
  const ordersOneByOne = await commandRun(learners, Math.round(COMMANDS / 10), 1, order)
  const ordersGrouped = await commandRun(learners, COMMANDS, CONNECTIONS, order)
  const storeQuery = { department: departments[0]!, sort: '["price","ASC"]', range: "[0,23]" }
  const storePath = `/api/me/rewards?department=${encodeURIComponent(storeQuery.department)}&sort=${encodeURIComponent(storeQuery.sort)}&range=${encodeURIComponent(storeQuery.range)}`
  const storeWhere = `${storeOffered} AND r.department = ?`
  const storeSql = {
    name: "rewards",
    page: { sql: `SELECT ${storeColumns} FROM rewards r WHERE ${storeWhere} ORDER BY ${storeList.sortable["price"]} ASC, ${storeList.tieBreak} LIMIT 24 OFFSET 0`, params: [country, storeQuery.department] },
    count: { sql: `SELECT count(*) FROM rewards r WHERE ${storeWhere}`, params: [country, storeQuery.department] }
  }
  const storeApi = await serve(learners)
  const storeViaApi = await autocannon({ url: storeApi.url + storePath, connections: CONNECTIONS, duration: SECONDS, headers: { authorization: `Bearer ${storeApi.tokens[0]}` } })
  await storeApi.stop()
  const storeBare = await serve(["bare", writePath, JSON.stringify(storeSql)])
  const storeViaBare = await autocannon({ url: storeBare.url + "/", connections: CONNECTIONS, duration: SECONDS })
  await storeBare.stop()
  removeDatabase(writePath)
  const learning = await learnbenchApi(serve, SECONDS, CONNECTIONS)
  const fsyncMs = fsyncedCommitMs()
  const loadAfter = loadavg()

  const rows: Array<Row> = [
    { figure: "audit queue, 32 connections", unit: "requests/s", ours: viaApi.requests.average, ceiling: viaBare.requests.average, ceilingIs: "bare node:http, same SQL", target: { min: 0.5 } },
    { figure: "  audit queue p50", unit: "ms", ours: viaApi.latency.p50, ceiling: viaBare.latency.p50, ceilingIs: "bare node:http, same SQL" },
    { figure: "  audit queue p99", unit: "ms", ours: viaApi.latency.p99, ceiling: viaBare.latency.p99, ceilingIs: "bare node:http, same SQL", target: { max: 25 } },
    { figure: "POST /api/me/sales, 32 conn., FULL", unit: "commands/s", ours: reportsGrouped.perSecond, ceiling: reportsOneByOne.perSecond, ceilingIs: "the same, one at a time", target: { min: 5 } },
    { figure: "  report sale p99", unit: "ms", ours: reportsGrouped.result.latency.p99, ceiling: reportsOneByOne.result.latency.p99, ceilingIs: "the same, one at a time" },
    { figure: "sale approvals, 32 conn., FULL", unit: "commands/s", ours: approvalsGrouped.perSecond, ceiling: approvalsOneByOne.perSecond, ceilingIs: "the same, one at a time" },
    { figure: "POST /api/me/orders, 32 conn., FULL", unit: "commands/s", ours: ordersGrouped.perSecond, ceiling: ordersOneByOne.perSecond, ceilingIs: "the same, one at a time" },
    { figure: "  place order p99", unit: "ms", ours: ordersGrouped.result.latency.p99, ceiling: ordersOneByOne.result.latency.p99, ceilingIs: "the same, one at a time" },
    { figure: "reward store page, 32 connections", unit: "requests/s", ours: storeViaApi.requests.average, ceiling: storeViaBare.requests.average, ceilingIs: "bare node:http, same SQL", target: { min: 0.5 } },
    { figure: "  reward store p99", unit: "ms", ours: storeViaApi.latency.p99, ceiling: storeViaBare.latency.p99, ceilingIs: "bare node:http, same SQL", target: { max: 25 } },
    ...learning.rows
  ]
  printRows(rows)
  const failed = [viaApi, viaBare, reportsOneByOne.result, reportsGrouped.result, approvalsOneByOne.result, approvalsGrouped.result, ordersOneByOne.result, ordersGrouped.result, storeViaApi, storeViaBare, ...learning.results].reduce((n, r) => n + r.non2xx + r.errors, 0)
  if (failed > 0) console.log(`NOTE: ${failed} requests failed (non-2xx or errors): the figures above are not of valid commands`)
  // A group of B commands costs the server B × (its work per command) + one fsync'd commit, on
  // one thread: that bounds what grouping can give on this machine.
  const bound = (c: typeof reportsGrouped, fsync: number) => (1000 * c.commandsPerCommit) / (c.commandsPerCommit * c.cpuMsPerCommand + fsync)
  for (const [name, one, grouped] of [["reports", reportsOneByOne, reportsGrouped], ["approvals", approvalsOneByOne, approvalsGrouped], ["orders", ordersOneByOne, ordersGrouped]] as const) {
    console.log(
      `${name}: ${grouped.commandsPerCommit.toFixed(1)} commands per commit at 32 connections; server CPU per command ${grouped.cpuMsPerCommand.toFixed(2)} ms grouped, ${one.cpuMsPerCommand.toFixed(2)} ms one at a time; ` +
        `with one fsync'd commit at ${fsyncMs.toFixed(2)} ms, grouping can reach at most ${fmt(bound(grouped, fsyncMs))} commands/s (${(bound(grouped, fsyncMs) / one.perSecond).toFixed(1)}× the one-at-a-time rate measured)`
    )
  }
  console.log(`machine load (1-minute average) ${loadBefore[0]!.toFixed(2)} before, ${loadAfter[0]!.toFixed(2)} after, on 2 cores shared with other work: figures move with it; the ratios, measured in the same run, are the steadier ones`)
  return {
    at: new Date().toISOString(),
    node: process.version,
    seconds: Math.round((Date.now() - started) / 1000),
    load: { before: loadBefore[0], after: loadAfter[0] },
    users: USERS,
    sales: totalSales,
    queue: { ...queue },
    figures: rows.map((r) => ({ figure: r.figure.trim(), unit: r.unit, ours: Math.round(r.ours), ceiling: Math.round(r.ceiling), ratio: Number((r.ours / r.ceiling).toFixed(2)), ceilingIs: r.ceilingIs, ...(r.target ? { target: r.target, met: verdict(r).endsWith("ok") } : {}) })),
    commandsPerCommit: { reports: reportsGrouped.commandsPerCommit, approvals: approvalsGrouped.commandsPerCommit, orders: ordersGrouped.commandsPerCommit },
    serverCpuMsPerCommand: {
      reports: { grouped: reportsGrouped.cpuMsPerCommand, oneAtATime: reportsOneByOne.cpuMsPerCommand },
      approvals: { grouped: approvalsGrouped.cpuMsPerCommand, oneAtATime: approvalsOneByOne.cpuMsPerCommand },
      orders: { grouped: ordersGrouped.cpuMsPerCommand, oneAtATime: ordersOneByOne.cpuMsPerCommand }
    },
    fsyncedCommitMs: fsyncMs,
    failedRequests: failed
  }
}
