import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { spawnSync } from "node:child_process"
import { createServer, type AddressInfo } from "node:net"
import Database from "better-sqlite3"
import { beforeAll, describe, expect, it } from "vitest"
import { bin, node, root, shell, vitrine, vitrineJson, spawnTimeoutMs } from "../support/cli.ts"
import { damageTable } from "../support/damage.ts"
import { tempDir } from "../support/tmp.ts"

const dir = tempDir("vitrine-cli-mistakes-")
const small = join(root, "fixtures", "scenarios", "small.ndjson")
const db = join(dir, "small.db")

beforeAll(() => {
  vitrine(["import", small, "--db", db, "--json"])
})

/** One plain line on stderr: no stack trace, no system-call jargon. */
const oneLine = (stderr: string) => {
  expect(stderr).not.toMatch(/\n\s+at /)
  expect(stderr).not.toMatch(/ENOENT|EISDIR|SqliteError/)
  expect(stderr.trim().split("\n")).toHaveLength(1)
}

/** Runs the binary as a user who may not write the file (root may write anything, so as nobody). */
const asNobody = (args: ReadonlyArray<string>) => {
  const command = process.getuid?.() === 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", node] : [node]
  const r = spawnSync(command[0]!, [...command.slice(1), bin, ...args], { encoding: "utf8", timeout: spawnTimeoutMs, env: { ...process.env, CI: "true", FORCE_COLOR: "0" } })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

describe("the operator's mistakes get one clear line, never a stack", { timeout: 180_000 }, () => {
  it("reads a read-only backup with every reading command, and refuses to write it", () => {
    const folder = join(dir, "shared")
    mkdirSync(folder)
    const ro = join(folder, "ro.db")
    expect(vitrine(["backup", ro, "--db", db]).status).toBe(0)
    // In rollback-journal mode (as a copy made by another tool may be), opening it as a writer
    // would switch it to WAL: a write.
    const raw = new Database(ro)
    raw.pragma("journal_mode = DELETE")
    raw.close()
    chmodSync(dir, 0o755)
    chmodSync(folder, 0o777) // SQLite creates ro.db-shm beside a WAL database, even to read it
    chmodSync(ro, 0o444)
    const before = readFileSync(ro)
    for (const args of [["report", "balances", "--campaign", "BR-Q1"], ["verify"], ["events", "tail", "-n", "3"], ["projections", "list"], ["campaigns", "list"]]) {
      const run = asNobody([...args, "--db", ro])
      expect({ args, status: run.status, stderr: run.stderr }).toEqual({ args, status: 0, stderr: "" })
    }
    const write = asNobody(["import", small, "--db", ro])
    expect(write.status).toBe(1)
    expect(write.stderr).toContain(`the database ${ro} is read-only`)
    oneLine(write.stderr)
    expect(readFileSync(ro).equals(before)).toBe(true)
  })

  it("says a missing file is not found, and a directory is not a file", () => {
    const missing = vitrine(["import", join(dir, "nope.ndjson"), "--db", join(dir, "x.db")])
    expect(missing.status).toBe(1)
    expect(missing.stderr).toBe(`vitrine: file not found: ${join(dir, "nope.ndjson")}\n`)
    const table = vitrine(["replay", "--campaign", "BR-Q1", "--points-table", join(dir, "nope.json"), "--db", db])
    expect(table.stderr).toBe(`vitrine: file not found: ${join(dir, "nope.json")}\n`)
    const folder = vitrine(["import", dir, "--db", join(dir, "x.db")])
    expect(folder.status).toBe(1)
    expect(folder.stderr).toBe(`vitrine: ${dir} is a directory, not a file\n`)
  })

  it("cannot open a database where none can be made", () => {
    const run = vitrine(["import", small, "--db", "/proc/x.db"])
    expect(run.status).toBe(1)
    expect(run.stderr).toContain("cannot open the database /proc/x.db")
    oneLine(run.stderr)
    const read = vitrine(["report", "sales", "--campaign", "BR-Q1", "--db", "/proc/x.db"])
    expect(read.status).toBe(1)
    expect(read.stderr).toContain("no database at /proc/x.db")
    const onDir = vitrine(["verify", "--db", dir])
    expect(onDir.status).toBe(1)
    expect(onDir.stderr).toContain("is a directory, not a database file")
  })

  it("backs up with sizes in words, and refuses a missing folder, a directory and its own source", () => {
    const ok = vitrine(["backup", join(dir, "copy.db"), "--db", db])
    expect(ok.status).toBe(0)
    expect(ok.stdout).toMatch(/\(\d[\d,]* pages, \d[\d,]*(\.\d)? (kB|MB)\)/)
    const noFolder = vitrine(["backup", join(dir, "missing", "copy.db"), "--db", db])
    expect([noFolder.status, noFolder.stderr]).toEqual([1, `vitrine: folder not found: ${join(dir, "missing")} (create it first)\n`])
    const ontoDir = vitrine(["backup", dir, "--db", db, "--force"])
    expect(ontoDir.status).toBe(2)
    expect(ontoDir.stderr).toContain("is a directory")
    const toStdout = spawnSync(node, [bin, "backup", "-", "--db", db], { cwd: dir, encoding: "utf8", env: { ...process.env, CI: "true", VITRINE_LOCALE: "en-US" } })
    expect([toStdout.status, toStdout.stdout, toStdout.stderr]).toEqual([
      2,
      "",
      "vitrine: backup writes a database file, not a stream: name the file (vitrine backup backup.db), then compress or copy it (gzip backup.db)\n"
    ])
    expect(existsSync(join(dir, "-"))).toBe(false)
    const before = readFileSync(db)
    const ontoSelf = vitrine(["backup", db, "--db", db, "--force"])
    expect(ontoSelf.status).toBe(2)
    expect(ontoSelf.stderr).toContain("is the database being backed up")
    expect(readFileSync(db).equals(before)).toBe(true)
    // --force replaces even a file that is not a database.
    writeFileSync(join(dir, "junk.db"), "not a database")
    expect(vitrine(["backup", join(dir, "junk.db"), "--db", db, "--force"]).status).toBe(0)
    expect(vitrine(["verify", "--db", join(dir, "junk.db")]).status).toBe(0)
  })

  it("treats nonsense numbers as bad usage (exit 2)", () => {
    for (const args of [
      ["fixtures", "generate", "--users", "0", "--sales", "5"],
      ["events", "show", "sale-s1", "--from", "abc", "--db", db],
      ["events", "tail", "-n", "-3", "--db", db],
      ["report", "sales", "--campaign", "BR-Q1", "--limit", "0", "--db", db]
    ]) {
      const run = vitrine(args)
      expect({ args, status: run.status }).toEqual({ args, status: 2 })
      expect(run.stderr).toMatch(/must be a whole number of at least/)
    }
  })

  it("says why the server cannot listen: a port in use, an address this machine lacks, a port that needs rights", async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve))
    const port = (taken.address() as AddressInfo).port
    try {
      const inUse = vitrine(["serve", "--port", String(port), "--db", db])
      expect([inUse.status, inUse.stderr]).toEqual([1, `vitrine: port ${port} on 127.0.0.1 is already in use: stop what uses it, or choose another with --port (0 picks a free one)\n`])
      // Under `npm start` (the README's first command) the way to give it a port is npm's, or VITRINE_PORT.
      const underNpm = vitrine(["serve", "--db", db], { npm_lifecycle_event: "start", VITRINE_PORT: String(port) })
      expect([underNpm.status, underNpm.stderr]).toEqual([
        1,
        `vitrine: port ${port} on 127.0.0.1 is already in use: stop what uses it, or choose another: npm start -- --port ${port + 1} (or VITRINE_PORT=${port + 1} npm start; 0 picks a free one)\n`
      ])
    } finally {
      taken.close()
    }
    // 192.0.2.1 is TEST-NET-1 (RFC 5737): never a machine's own address.
    const elsewhere = vitrine(["serve", "--port", "0", "--host", "192.0.2.1", "--db", db])
    expect([elsewhere.status, elsewhere.stderr]).toEqual([1, "vitrine: this machine has no address 192.0.2.1 to listen on: use one of its own (--host 127.0.0.1, or 0.0.0.0 for every interface)\n"])
    // Ports under this one need rights (1024 on Linux; a container may set 0, and then none does).
    const firstFree = Number(readFileSync("/proc/sys/net/ipv4/ip_unprivileged_port_start", "utf8"))
    if (firstFree > 1) {
      const folder = join(dir, "served")
      mkdirSync(folder, { recursive: true })
      chmodSync(dir, 0o755)
      chmodSync(folder, 0o777)
      const copy = join(folder, "served.db")
      expect(vitrine(["backup", copy, "--db", db, "--force"]).status).toBe(0)
      chmodSync(copy, 0o666)
      const port = firstFree - 1
      const privileged = asNobody(["serve", "--port", String(port), "--db", copy])
      expect([privileged.status, privileged.stderr]).toEqual([1, `vitrine: port ${port} needs administrator rights: choose one above 1023 with --port\n`])
    }
  })

  it("refuses another application's SQLite file in one line, and leaves it as it was", () => {
    const other = join(dir, "crm.db")
    const raw = new Database(other)
    raw.exec("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT)")
    raw.close()
    const before = readFileSync(other)
    for (const args of [["campaigns", "list"], ["import", small]]) {
      const run = vitrine([...args, "--db", other])
      expect({ args, status: run.status, stderr: run.stderr }).toEqual({
        args,
        status: 1,
        stderr: `vitrine: ${other} is another application's SQLite database (it has tables, none of them Vitrine's): nothing was changed; point --db or VITRINE_DB at Vitrine's file\n`
      })
    }
    expect(readFileSync(other).equals(before)).toBe(true)
  })

  it("refuses a file a newer Vitrine wrote, naming both schemas' dates, and leaves it as it was", () => {
    const newer = join(dir, "newer.db")
    expect(vitrine(["backup", newer, "--db", db]).status).toBe(0)
    const raw = new Database(newer)
    raw.prepare("INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('later', ?)").run(Date.UTC(2030, 0, 1))
    raw.close()
    const before = readFileSync(newer)
    for (const args of [["campaigns", "list"], ["import", small], ["serve", "--port", "0"]]) {
      const run = vitrine([...args, "--db", newer])
      expect({ args, status: run.status }).toEqual({ args, status: 1 })
      expect(run.stderr).toMatch(new RegExp(`^vitrine: ${newer} was written by a newer version of Vitrine \\(its schema is of 2030-01-01, this version's of \\d{4}-\\d\\d-\\d\\d\\): nothing was changed; open it with that version or a later one\n$`))
    }
    expect(readFileSync(newer).equals(before)).toBe(true)
  })

  it("says a damaged file is damaged: verify names the table and says to restore a backup; other commands say it in one line", () => {
    const damaged = join(dir, "damaged.db")
    expect(vitrine(["backup", damaged, "--db", db]).status).toBe(0)
    damageTable(damaged, "wallets")
    const verified = vitrine(["verify", "--db", damaged])
    expect([verified.status, verified.stderr]).toEqual([1, "vitrine: verification failed\n"])
    expect(verified.stdout).toMatch(/every page of the file is sound \(SQLite's quick_check\) +\d+ problems? in wallets: \S/)
    expect(verified.stdout).toContain("restore your latest backup")
    expect(verified.stdout).not.toContain("projections rebuild")
    const asJson = vitrine(["verify", "--json", "--db", damaged])
    expect(asJson.status).toBe(1)
    const json = JSON.parse(asJson.stdout) as { ok: boolean; tablesCompared: number; findings: Array<{ code: string; values: { where: string } }> }
    expect([json.ok, json.tablesCompared, json.findings.map((f) => [f.code, f.values.where])]).toEqual([false, 0, [["file_intact", "wallets"]]])
    const report = vitrine(["report", "balances", "--campaign", "BR-Q1", "--db", damaged])
    expect([report.status, report.stderr]).toEqual([1, `vitrine: ${damaged} is damaged (SQLite found a malformed page): restore your latest backup; 'vitrine verify' lists the damage\n`])
    // What does not touch the damaged table still answers.
    expect(vitrine(["events", "tail", "-n", "1", "--db", damaged]).status).toBe(0)
  })

  it("says a stream the log does not have is not there, names the one meant, and where a stream ends", () => {
    const run = (streamId: string, more: ReadonlyArray<string> = []) => {
      const r = vitrine(["events", "show", streamId, ...more, "--db", db])
      return [r.status, r.stdout, r.stderr]
    }
    expect(run("sale-nope")).toEqual([1, "", "vitrine: the log has no stream sale-nope (ids look like sale-s1, wallet-BR-2026Q1:u42, level-u42)\n"])
    expect(run("sale-nope", ["--json"])).toEqual([1, "", "vitrine: the log has no stream sale-nope (ids look like sale-s1, wallet-BR-2026Q1:u42, level-u42)\n"])
    expect(run("Sale-S1")).toEqual([1, "", "vitrine: the log has no stream Sale-S1; did you mean sale-s1? (ids are case-sensitive)\n"])
    const wallet = vitrineJson<Array<{ streamId: string }>>(["events", "tail", "-n", "100000", "--db", db]).find((e) => e.streamId.startsWith("wallet-BR-Q1:"))!.streamId
    expect(run(wallet.replace("BR-Q1", "br-q1"))).toEqual([1, "", `vitrine: the log has no stream ${wallet.replace("BR-Q1", "br-q1")}; did you mean ${wallet}? (ids are case-sensitive)\n`])
    const version = vitrineJson<Array<unknown>>(["events", "show", "sale-s1", "--db", db]).length
    expect(run("sale-s1", ["--from", String(version + 1)])).toEqual([0, `no events from version ${version + 1}: stream sale-s1 is at version ${version}\n`, ""])
  })

  it("says the log is empty rather than printing nothing, and --json gives []", () => {
    const empty = join(dir, "empty.db")
    shell(`$VITRINE import - --db ${empty} < /dev/null`) // makes the file, with no line
    const run = vitrine(["events", "tail", "-n", "5", "--db", empty])
    expect([run.status, run.stdout, run.stderr]).toEqual([0, "the log is empty: nothing has been imported or done yet\n", ""])
    expect(vitrine(["events", "tail", "--json", "--db", empty]).stdout.trim()).toBe("[]")
  })

  it("refuses an option its report does not take, rather than ignoring it", () => {
    const by = vitrine(["report", "sales", "--campaign", "BR-Q1", "--by", "course", "--db", db])
    expect([by.status, by.stdout, by.stderr]).toEqual([2, "", "vitrine: --by applies to report courses only: report sales shows one row per record\n"])
    const campaign = vitrine(["report", "courses", "--campaign", "BR-Q1", "--db", db])
    expect([campaign.status, campaign.stdout, campaign.stderr]).toEqual([2, "", "vitrine: report courses covers the whole catalogue: --campaign does not apply\n"])
  })

  it("names a campaign typed in the wrong case, and says an --offset past the last row is one", () => {
    const lower = vitrine(["report", "sales", "--campaign", "br-q1", "--db", db])
    expect([lower.status, lower.stderr]).toEqual([1, "vitrine: campaign br-q1 not found; did you mean BR-Q1? (ids are case-sensitive)\n"])
    const replay = vitrine(["replay", "--campaign", "Br-Q1", "--db", db])
    expect(replay.stderr).toBe("vitrine: campaign Br-Q1 not found; did you mean BR-Q1? (ids are case-sensitive)\n")
    expect(vitrine(["report", "levels", "--campaign", "Q1", "--db", db]).stderr).toBe("vitrine: campaign Q1 not found: `vitrine campaigns list` shows them\n")
    const sales = vitrineJson<Array<unknown>>(["report", "sales", "--campaign", "BR-Q1", "--db", db]).length
    const past = vitrine(["report", "sales", "--campaign", "BR-Q1", "--offset", String(sales), "--db", db])
    expect([past.status, past.stdout]).toEqual([0, `sales — campaign BR-Q1\nno rows from --offset ${sales}: the report has ${sales} rows\n`])
    const courses = vitrine(["report", "courses", "--offset", "100000", "--db", db])
    expect(courses.stdout).not.toContain("no rows from --offset")
  })

  it("takes a country outside the programme for a typo, not for a country without campaigns (exit 2)", () => {
    const typo = vitrine(["campaigns", "list", "--country", "BRA", "--db", db])
    expect(typo.status).toBe(2)
    expect(typo.stderr).toContain("vitrine: unknown country: the programme runs in AR, BR, CA, CL, CO, MX, PE (got “BRA”)")
    expect(typo.stdout).toBe("")
    const none = vitrine(["campaigns", "list", "--country", "ca", "--db", db])
    expect([none.status, none.stdout]).toEqual([0, "no campaigns in CA\n"])
  })
})
