import { readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { getTableName } from "drizzle-orm"
import { projections } from "../projections/index.ts"
import { openDatabase } from "../store/database.ts"
import { damageListed, pageDamage, type PageDamage } from "../store/pageCheck.ts"
import { ProjectionEngine } from "../store/projections.ts"
import { SqliteEventLog } from "../store/SqliteEventLog.ts"
import { codec } from "../../domain/programme.ts"
import type { Programme } from "./Programme.ts"
import * as tables from "../projections/tables.ts"

export interface VerifyFinding {
  /** Stable name of the check, for a translated message (the CLI's catalogue has one per code). */
  readonly code: string
  readonly check: string
  readonly detail: string
  /** The figures of `detail`, for a translated message. */
  readonly values: Readonly<Record<string, string | number>>
}

/**
 * How far a verify got: folding the log into a scratch file, then checking each read model
 * against it and each ledger invariant.
 */
export interface VerifyProgress {
  readonly phase: "pages" | "fold" | "check"
  /** Pages checked (0 or 1 of 1), events folded, or checks run. */
  readonly done: number
  readonly total: number
}

export interface VerifyReport {
  readonly ok: boolean
  readonly events: number
  readonly tablesCompared: number
  readonly findings: ReadonlyArray<VerifyFinding>
}

/** Ledger invariants every healthy database satisfies, each as a query listing offenders. */
const invariants: ReadonlyArray<{ code: string; check: string; sql: string }> = [
  { code: "positions_gapless", check: "positions have no gaps", sql: "SELECT 'max ' || max(position) || ' vs count ' || count(*) FROM events HAVING max(position) <> count(*)" },
  {
    code: "balance_formula",
    check: "balance = credits − reversals − debits + refunds − expired",
    sql: "SELECT campaign_id || '/' || user_id FROM wallets WHERE balance <> credited - reversed - debited + refunded - expired"
  },
  { code: "confirmed_formula", check: "confirmed = balance − provisional", sql: "SELECT campaign_id || '/' || user_id FROM wallets WHERE confirmed <> balance - provisional" },
  {
    code: "statement_sums",
    check: "the statement adds up to the balance",
    sql: `SELECT w.campaign_id || '/' || w.user_id FROM wallets w
          LEFT JOIN (SELECT campaign_id, user_id, sum(points) AS s FROM wallet_entries GROUP BY 1, 2) e USING (campaign_id, user_id)
          WHERE coalesce(e.s, 0) <> w.balance`
  },
  {
    code: "closed_wallets",
    check: "after close every wallet is at 0 or in debt",
    sql: "SELECT w.campaign_id || '/' || w.user_id FROM wallets w JOIN campaigns c USING (campaign_id) WHERE c.status = 'closed' AND w.balance > 0"
  },
  {
    code: "total_xp",
    check: "total XP = Σ campaign XP",
    sql: `SELECT m.user_id FROM members m LEFT JOIN (SELECT user_id, sum(xp) AS s FROM campaign_xp GROUP BY 1) x USING (user_id)
          WHERE coalesce(x.s, 0) <> m.total_xp`
  },
  { code: "levels_range", check: "levels are 1–3", sql: "SELECT user_id FROM members WHERE level NOT BETWEEN 1 AND 3" },
  { code: "one_pending", check: "one pending level-up per user at most", sql: "SELECT user_id FROM level_requests WHERE status = 'pending' GROUP BY user_id HAVING count(*) > 1" },
  {
    code: "reward_stock",
    check: "a reward's stock + units in orders not rejected = units listed and restocked",
    sql: `SELECT r.reward_id FROM rewards r
          LEFT JOIN (SELECT reward_id, sum(quantity) AS q FROM orders WHERE status <> 'rejected' GROUP BY 1) o USING (reward_id)
          WHERE r.stock < 0 OR r.stock + coalesce(o.q, 0) <> r.supplied OR r.ordered <> coalesce(o.q, 0)`
  },
  {
    code: "order_debits",
    check: "an order's wallet debit less its refund = its points (0 once rejected)",
    sql: `SELECT o.order_id FROM orders o
          LEFT JOIN (SELECT campaign_id, user_id, ref, -sum(points) AS spent FROM wallet_entries WHERE kind IN ('debit.redemption', 'refund') GROUP BY 1, 2, 3) e
            ON e.campaign_id = o.campaign_id AND e.user_id = o.user_id AND e.ref = o.order_id
          WHERE coalesce(e.spent, 0) <> CASE WHEN o.status = 'rejected' THEN 0 ELSE o.points END`
  },
  {
    code: "transfer_debits",
    check: "a partner transfer's wallet debit = its points, and every transfer debit has its transfer",
    sql: `SELECT coalesce(t.transfer_id, e.ref) FROM transfers t
          FULL JOIN (SELECT campaign_id, user_id, ref, -sum(points) AS spent FROM wallet_entries WHERE kind = 'debit.transfer' GROUP BY 1, 2, 3) e
            ON e.campaign_id = t.campaign_id AND e.user_id = t.user_id AND e.ref = t.transfer_id
          WHERE t.transfer_id IS NULL OR coalesce(e.spent, 0) <> t.points`
  }
]

/** A verify's scratch file and its WAL, named by the process that made it. */
const scratchName = /^vitrine-verify-(\d+)-\d+\.db(?:-wal|-shm|-journal)?$/

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM"
  }
}

/**
 * Removes the scratch files of verifies that ended without removing theirs. Its fold runs
 * without turning the event loop, so a Ctrl-C kills it at once, as it should, and a large log
 * left a scratch file of up to its read models' size behind.
 */
export const removeStaleScratch = (folder = tmpdir()): void => {
  for (const name of readdirSync(folder)) {
    const made = scratchName.exec(name)
    if (made !== null && !isRunning(Number(made[1]))) rmSync(join(folder, name), { force: true })
  }
}

const damaged = ({ problems, where }: PageDamage): VerifyFinding => {
  const capped = problems.length >= damageListed ? "yes" : "no"
  const named = where.join(", ") || "?"
  return {
    code: "file_intact",
    check: "the file's pages are intact",
    detail: `${capped === "yes" ? "at least " : ""}${problems.length} problem(s) in ${named}: ${problems[0]}`,
    values: { count: problems.length, capped, where: named, first: problems[0] ?? "" }
  }
}

/**
 * Checks the file's pages (SQLite's quick_check), then every read model against a fresh fold of
 * the log (rebuilt into a scratch database and compared table by table in both directions) and
 * the ledger invariants. A damaged file is a finding, not a crash: it is what an operator runs
 * verify to learn, and folding or comparing damaged pages would prove nothing more.
 */
export const verify = (programme: Programme, onProgress?: (p: VerifyProgress) => void): VerifyReport => {
  removeStaleScratch()
  const scratchPath = join(tmpdir(), `vitrine-verify-${process.pid}-${Date.now()}.db`)
  const findings: Array<VerifyFinding> = []
  const scratch = openDatabase(scratchPath, { durability: "normal" })
  const db = programme.db
  // Attached before the snapshot is taken (SQLite attaches nothing inside a transaction).
  db.prepare("ATTACH DATABASE ? AS fresh").run(scratchPath)
  try {
    // One snapshot for the whole check: a server or an import committing meanwhile would
    // otherwise show read models ahead of the log folded, as differences that are not there.
    // The log up to `last` is the same in every later snapshot (it is only appended to), so the
    // fold may read it over another connection.
    db.exec("BEGIN")
    const last = programme.log.lastPosition()
    // Every page's structure, in ~5 s for the bench's 3.5 GB warm (integrity_check, which also
    // matches each index to its table, takes 23 s: a damaged index page shows here already).
    onProgress?.({ phase: "pages", done: 0, total: 1 })
    const damage = pageDamage(db)
    if (damage.problems.length > 0) return { ok: false, events: last, tablesCompared: 0, findings: [damaged(damage)] }
    onProgress?.({ phase: "pages", done: 1, total: 1 })
    // Folded as `projections rebuild` folds (its scan in a worker for a large log): the fresh
    // fold is what a rebuild would leave, which rebuildFolds.spec.ts holds equal to applying
    // the events one by one.
    const worker = programme.projections.scanWorker
    const fresh = new ProjectionEngine(new SqliteEventLog(scratch), projections, (e) => codec.upcastStored(e), (type) => codec.upcasts(type), worker)
    fresh.foldFrom(db, last, (p) => onProgress?.({ phase: "fold", done: p.position, total: last }))
    scratch.close()
    const names = Object.values(tables).map((t) => getTableName(t))
    const checks = names.length + invariants.length
    for (const [i, name] of names.entries()) {
      onProgress?.({ phase: "check", done: i, total: checks })
      const missing = db.prepare(`SELECT count(*) AS n FROM (SELECT * FROM fresh."${name}" EXCEPT SELECT * FROM main."${name}")`).get() as { n: number }
      const extra = db.prepare(`SELECT count(*) AS n FROM (SELECT * FROM main."${name}" EXCEPT SELECT * FROM fresh."${name}")`).get() as { n: number }
      if (missing.n > 0 || extra.n > 0) {
        findings.push({
          code: "table_matches_fold",
          check: `read model ${name} equals a fresh fold of the log`,
          detail: `${extra.n} row(s) differ from the log, ${missing.n} row(s) missing`,
          values: { table: name, differ: extra.n, missing: missing.n }
        })
      }
    }
    for (const [i, inv] of invariants.entries()) {
      onProgress?.({ phase: "check", done: names.length + i, total: checks })
      const rows = db.prepare(inv.sql).raw().all() as Array<Array<unknown>>
      if (rows.length > 0) {
        const sample = rows.slice(0, 5).map((r) => String(r[0])).join(", ")
        const offenders = `${sample}${rows.length > 5 ? ", …" : ""}`
        findings.push({ code: inv.code, check: inv.check, detail: `${rows.length} offender(s): ${offenders}`, values: { count: rows.length, offenders } })
      }
    }
    return { ok: findings.length === 0, events: last, tablesCompared: names.length, findings }
  } finally {
    if (db.inTransaction) db.exec("ROLLBACK")
    db.prepare("DETACH DATABASE fresh").run()
    if (scratch.open) scratch.close()
    rmSync(scratchPath, { force: true })
    rmSync(`${scratchPath}-wal`, { force: true })
    rmSync(`${scratchPath}-shm`, { force: true })
  }
}
