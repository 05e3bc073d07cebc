import { execFileSync, spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from "node:fs"
import { join } from "node:path"
import Database from "better-sqlite3"
import { Programme } from "../adapters/programme/Programme.ts"
import { commandsPerTransaction, deferrable, importCommands, worthDeferring, worthPipelining } from "../adapters/programme/importer.ts"
import { bulkCacheKib } from "../adapters/store/database.ts"
import { replayCampaign } from "../adapters/programme/replay.ts"
import { fieldCheckOf, items } from "../cli/fixtureItems.ts"
import { ignoredFieldsTally } from "../cli/unknownFields.ts"
import { openNdjson } from "../cli/ndjson.ts"
import { rawWriteCeiling } from "./lib/rawWriteCeiling.ts"
import { removeDatabase } from "./lib/scratchDatabase.ts"
import { writeFloor } from "./lib/writeFloor.ts"
import { benchWork } from "./lib/workDir.ts"

/**
 * The operator's heavy work at scale (issues 4 and 10): generate a programme, import it through
 * the domain, rebuild every read model, replay the largest campaign — each beside the physical
 * ceiling of the same file (raw better-sqlite3 read + JSON.parse of every event). Sizes come
 * from BENCH_USERS / BENCH_SALES (100k / 1M by default).
 */
const USERS = Number(process.env["BENCH_USERS"] ?? 100_000)
const SALES = Number(process.env["BENCH_SALES"] ?? 1_000_000)
const root = join(import.meta.dirname, "..")

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)

/** Wall and CPU seconds of `f` (the machine may be shared: CPU time is the steadier figure). */
const timed = <T>(f: () => T): { result: T; seconds: number; cpuSeconds: number } => {
  const cpu = process.cpuUsage()
  const start = performance.now()
  const result = f()
  const used = process.cpuUsage(cpu)
  return { result, seconds: (performance.now() - start) / 1000, cpuSeconds: (used.user + used.system) / 1e6 }
}
const fmt = (n: number) => Math.round(n).toLocaleString("en-US")

/** Raw read of the whole log with JSON.parse of data and metadata: the ceiling for scans. */
const rawCeiling = (path: string) => {
  const db = new Database(path, { readonly: true })
  const { result: n, seconds, cpuSeconds } = timed(() => {
    let n = 0
    for (const row of db.prepare("SELECT position, stream_id, stream_version, type, data, metadata, event_id, recorded_at FROM events").raw().iterate()) {
      const r = row as Array<string>
      JSON.parse(r[4]!)
      JSON.parse(r[5]!)
      n += 1
    }
    return n
  })
  db.close()
  return { events: n, seconds, cpuSeconds, perSecond: n / seconds, perCpuSecond: n / cpuSeconds }
}

/** The small size the import's cost at the default size is compared with (issue 10, item 9). */
const SMALL = { users: Number(process.env["BENCH_SMALL_USERS"] ?? 4_000), sales: Number(process.env["BENCH_SMALL_SALES"] ?? 40_000) }

/**
 * Generates a programme of `users` / `sales` and imports it in this process, as `vitrine import`
 * does (bulk transactions of 25,000 commands, 50,000 with a writer thread), sampling memory as the file goes by; then measures the raw
 * write ceiling of the same commands on the same disk, right after. Answers the open programme.
 */
const importAt = async (users: number, sales: number, dbPath: string) => {
  const fixture = join(benchWork, `programme-${users}-${sales}.ndjson`)
  removeDatabase(dbPath)
  let started = performance.now()
  execFileSync(process.execPath, [join(root, "bin", "vitrine.mjs"), "fixtures", "generate", "--users", String(users), "--sales", String(sales), "--seed", "7", "-o", fixture, "-q"], { stdio: "inherit" })
  const generateSeconds = (performance.now() - started) / 1000
  console.log(`generated ${fmt(users)} users / ${fmt(sales)} sales: ${mb(statSync(fixture).size)} MB in ${generateSeconds.toFixed(1)} s`)

  const programme = Programme.open(dbPath, { durability: "normal" })
  const stream = await openNdjson([fixture])
  const memory: Array<{ lines: number; rssMb: number; heapMb: number }> = []
  let nextSample = 0
  const pipeline = worthPipelining(stream.totalBytes)
  // Read by the writer thread's clock (writerClock.cjs, preloaded by `npm run bench`).
  const clockFile = join(benchWork, "writer-clock.json")
  rmSync(clockFile, { force: true })
  process.env["WRITER_CLOCK_FILE"] = clockFile
  const cpu = process.cpuUsage()
  const decidingCpu = process.threadCpuUsage()
  started = performance.now()
  const batchSize = commandsPerTransaction(pipeline)
  const summary = await importCommands(programme, items(stream, fieldCheckOf(programme, ignoredFieldsTally().found)), {
    batchSize,
    // As `vitrine import` decides for a file this size into a fresh database.
    ...(worthDeferring(stream.totalBytes, 0) ? { deferIndexes: deferrable } : {}),
    pipeline,
    onBatch: (p) => {
      if (stream.bytesRead() / stream.totalBytes >= nextSample) {
        const m = process.memoryUsage()
        memory.push({ lines: p.lines, rssMb: mb(m.rss), heapMb: mb(m.heapUsed) })
        nextSample += 0.1
      }
    }
  })
  const seconds = (performance.now() - started) / 1000
  const used = process.cpuUsage(cpu)
  const cpuSeconds = (used.user + used.system) / 1e6
  const decided = process.threadCpuUsage(decidingCpu)
  const decidingCpuSeconds = (decided.user + decided.system) / 1e6
  delete process.env["WRITER_CLOCK_FILE"]
  const writer = existsSync(clockFile) ? (JSON.parse(readFileSync(clockFile, "utf8")) as { sqlSeconds: number; statements: number; cpuSeconds: number }) : undefined
  const rate = summary.lines / seconds
  programme.db.pragma("wal_checkpoint(TRUNCATE)")
  // The same commit size and page cache as the import's.
  const ceiling = rawWriteCeiling(dbPath, { perTransaction: batchSize, cacheKib: bulkCacheKib })
  console.log(
    `import of ${fmt(users)} users / ${fmt(sales)} sales: ${fmt(summary.lines)} commands in ${seconds.toFixed(1)} s = ${fmt(rate)} commands/s (CPU ${cpuSeconds.toFixed(1)} s); accepted ${fmt(summary.accepted)}, rejected ${fmt(summary.rejected)}`
  )
  console.log(
    `  raw write ceiling right after: the same ${fmt(ceiling.events)} events + ${fmt(ceiling.commands)} idempotency rows, plain INSERTs in transactions of ${fmt(batchSize)} commands, ${fmt(bulkCacheKib / 1024)} MB page cache, no read model: ${fmt(ceiling.commandsPerSecond)} commands/s; import = ${(rate / ceiling.commandsPerSecond).toFixed(2)} of it (target ≥ 0.5)`
  )
  const writerFigures = writer && { ...writer, sqlCommandsPerSecond: summary.lines / writer.sqlSeconds, sqlOfCeiling: summary.lines / writer.sqlSeconds / ceiling.commandsPerSecond }
  if (writerFigures) {
    console.log(
      `  the writer thread's time inside its ${fmt(writerFigures.statements)} SQLite statements (INSERTs, UPDATEs, reads, COMMITs with their WAL writes and checkpoints; wall clock, the cores shared with the deciding thread and the collectors; bench/lib/replayWriter.ts times them alone): ${writerFigures.sqlSeconds.toFixed(1)} s = ${fmt(writerFigures.sqlCommandsPerSecond)} commands/s, ${writerFigures.sqlOfCeiling.toFixed(2)} of the ceiling; the writer thread's CPU ${writerFigures.cpuSeconds.toFixed(1)} s, the deciding thread's ${decidingCpuSeconds.toFixed(1)} s (deferred indexes built at the end included)`
    )
  }
  // What no import can go under: every row it left, the read models' too, written without a decision.
  const floor = writeFloor(dbPath, { cacheKib: bulkCacheKib, ...(worthDeferring(stream.totalBytes, 0) ? { deferred: deferrable } : {}) })
  const floorSeconds = floor.logSeconds + floor.readModelSeconds
  const floorRate = summary.lines / floorSeconds
  console.log(
    `  write floor: the ${fmt(floor.logRows)} log rows + ${fmt(floor.readModelRows)} read-model rows the import left, 32 to an INSERT, no decision: ${floor.logSeconds.toFixed(1)} + ${floor.readModelSeconds.toFixed(1)} s = ${fmt(floorRate)} commands/s, ${(floorRate / ceiling.commandsPerSecond).toFixed(2)} of the ceiling (the most an import writing its read models can reach); import = ${(rate / floorRate).toFixed(2)} of the floor`
  )
  return {
    programme,
    figures: {
      users,
      sales,
      lines: summary.lines,
      generateSeconds,
      seconds,
      cpuSeconds,
      commandsPerSecond: rate,
      rawWriteCommandsPerSecond: ceiling.commandsPerSecond,
      ratio: rate / ceiling.commandsPerSecond,
      ...(writerFigures ? { writer: writerFigures, decidingCpuSeconds } : {}),
      floor: { ...floor, commandsPerSecond: floorRate, ofCeiling: floorRate / ceiling.commandsPerSecond, importOfFloor: rate / floorRate },
      memory
    }
  }
}

/**
 * The human view of `report sales` over the largest campaign, as an operator runs it (the built
 * binary, its output to a pipe): wall time and the process's peak resident memory.
 */
const reportSalesView = (dbPath: string, campaignId: string) => {
  const peakFile = join(benchWork, "report-peak-rss")
  rmSync(peakFile, { force: true })
  const started = performance.now()
  const r = spawnSync(
    process.execPath,
    ["--import", join(root, "tests", "support", "peakRss.mjs"), join(root, "bin", "vitrine.mjs"), "report", "sales", "--campaign", campaignId, "--db", dbPath],
    { env: { ...process.env, PEAK_RSS_FILE: peakFile, VITRINE_LOCALE: "en-US" }, maxBuffer: 1024 * 1024 * 1024, encoding: "utf8" }
  )
  const seconds = (performance.now() - started) / 1000
  if (r.status !== 0) throw new Error(`report sales failed (${r.status}): ${r.stderr}`)
  return { seconds, lines: r.stdout.split("\n").length - 1, peakRssMb: Number(readFileSync(peakFile, "utf8")) / 1024 }
}

/** `vitrine verify --json` on the bench's file: its wall time; a database it finds unhealthy fails the bench. */
const verifyAsOperator = (dbPath: string) => {
  const started = performance.now()
  const r = spawnSync(process.execPath, [join(root, "bin", "vitrine.mjs"), "verify", "--json", "--db", dbPath], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  const seconds = (performance.now() - started) / 1000
  if (r.status !== 0) throw new Error(`verify failed (${r.status}): ${r.stderr}${r.stdout}`)
  const report = JSON.parse(r.stdout) as { tablesCompared: number }
  return { seconds, tables: report.tablesCompared }
}

export const run = async () => {
  mkdirSync(benchWork, { recursive: true })
  const dbPath = join(benchWork, "cli.db")

  // The machine may be shared: each import is judged against the ceiling measured right after it.
  const small = await importAt(SMALL.users, SMALL.sales, join(benchWork, "cli-small.db"))
  small.programme.close()
  removeDatabase(join(benchWork, "cli-small.db"))
  const full = await importAt(USERS, SALES, dbPath)
  const programme = full.programme
  const summary = { lines: full.figures.lines }
  const importRate = full.figures.commandsPerSecond
  const memory = full.figures.memory
  console.log(
    `import at ${fmt(SALES)} sales against ${fmt(SMALL.sales)}: ${fmt(importRate)} / ${fmt(small.figures.commandsPerSecond)} commands/s = ${(importRate / small.figures.commandsPerSecond).toFixed(2)} (target ≥ 0.7: cost flat as the log grows)`
  )
  console.log(`memory while importing (lines → RSS / heap MB): ${memory.map((m) => `${fmt(m.lines)} → ${m.rssMb}/${m.heapMb}`).join(", ")}`)

  const ceiling = rawCeiling(dbPath)
  console.log(
    `raw ceiling: ${fmt(ceiling.events)} events read + JSON.parse in ${ceiling.seconds.toFixed(2)} s = ${fmt(ceiling.perSecond)} events/s (CPU ${ceiling.cpuSeconds.toFixed(2)} s = ${fmt(ceiling.perCpuSecond)} events/CPU-s)`
  )

  const rebuild = timed(() => programme.projections.rebuild())
  const rebuildSeconds = rebuild.seconds
  const rebuildRate = ceiling.events / rebuildSeconds
  const rebuildCpuRate = ceiling.events / rebuild.cpuSeconds
  console.log(
    `projections rebuild: ${rebuildSeconds.toFixed(1)} s = ${fmt(rebuildRate)} events/s, ${(rebuildRate / ceiling.perSecond).toFixed(2)} of the ceiling (target ≥ 0.5); CPU ${rebuild.cpuSeconds.toFixed(1)} s = ${(rebuildCpuRate / ceiling.perCpuSecond).toFixed(2)} of the CPU ceiling`
  )

  const largest = programme.db
    .prepare("SELECT campaign_id AS id, count(*) AS n FROM sales GROUP BY campaign_id ORDER BY n DESC LIMIT 1")
    .get() as { id: string; n: number }
  // The rebuild left its transaction in the WAL: checkpointed first, the figure is the view's own.
  programme.db.pragma("wal_checkpoint(TRUNCATE)")
  const view = reportSalesView(dbPath, largest.id)
  console.log(
    `report sales --campaign ${largest.id} (human view, ${fmt(view.lines)} lines to a pipe): ${view.seconds.toFixed(2)} s, peak RSS ${fmt(view.peakRssMb)} MB`
  )

  const replayed = timed(() => replayCampaign(programme, largest.id))
  const replay = replayed.result
  const replaySeconds = replayed.seconds
  const replayRate = replay.eventsRead / replaySeconds
  const replayCpuRate = replay.eventsRead / replayed.cpuSeconds
  console.log(
    `replay of ${largest.id} (${fmt(largest.n)} sales, ${fmt(replay.rows.length)} participants): ${fmt(replay.eventsRead)} events in ${replaySeconds.toFixed(2)} s = ${fmt(replayRate)} events/s, ${(replayRate / ceiling.perSecond).toFixed(2)} of the ceiling (target ≥ 0.5; ≤ 10 s); CPU ${replayed.cpuSeconds.toFixed(2)} s = ${(replayCpuRate / ceiling.perCpuSecond).toFixed(2)} of the CPU ceiling; ${replay.changed.length} changed`
  )
  // As an operator runs it: the built binary, on the file the rebuild just refolded.
  const verified = verifyAsOperator(dbPath)
  const verifyRate = ceiling.events / verified.seconds
  console.log(
    `verify (SQLite's page check, a fresh fold of the log into a scratch file, then ${verified.tables} tables compared and the ledger's invariants; the built binary): ${verified.seconds.toFixed(1)} s = ${fmt(verifyRate)} events/s, ${(verifyRate / ceiling.perSecond).toFixed(2)} of the ceiling`
  )
  programme.close()
  return {
    users: USERS,
    sales: SALES,
    lines: summary.lines,
    generateSeconds: full.figures.generateSeconds,
    importCommandsPerSecond: importRate,
    importSeconds: full.figures.seconds,
    importCpuSeconds: full.figures.cpuSeconds,
    rawWriteCommandsPerSecond: full.figures.rawWriteCommandsPerSecond,
    importRatio: full.figures.ratio,
    importFloor: full.figures.floor,
    // The writer thread's time inside its statements and both threads' CPU (npm run bench preloads the clock).
    ...(full.figures.writer ? { importWriter: full.figures.writer, importDecidingCpuSeconds: full.figures.decidingCpuSeconds } : {}),
    importSmall: { ...small.figures, memory: undefined },
    importFlatness: importRate / small.figures.commandsPerSecond,
    peakRssMb: Math.max(...memory.map((m) => m.rssMb)),
    memory,
    rawEventsPerSecond: ceiling.perSecond,
    rawEventsPerCpuSecond: ceiling.perCpuSecond,
    events: ceiling.events,
    rebuildEventsPerSecond: rebuildRate,
    rebuildRatio: rebuildRate / ceiling.perSecond,
    rebuildCpuSeconds: rebuild.cpuSeconds,
    rebuildCpuRatio: rebuildCpuRate / ceiling.perCpuSecond,
    reportSalesViewSeconds: view.seconds,
    reportSalesViewPeakRssMb: view.peakRssMb,
    reportSalesViewLines: view.lines,
    replayCampaign: largest.id,
    replaySeconds,
    replayEventsPerSecond: replayRate,
    replayRatio: replayRate / ceiling.perSecond,
    replayCpuSeconds: replayed.cpuSeconds,
    replayCpuRatio: replayCpuRate / ceiling.perCpuSecond,
    verifySeconds: verified.seconds,
    verifyEventsPerSecond: verifyRate,
    verifyRatio: verifyRate / ceiling.perSecond
  }
}
