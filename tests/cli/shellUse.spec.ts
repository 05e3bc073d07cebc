import { spawn, spawnSync } from "node:child_process"
import { readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import Database from "better-sqlite3"
import { bin, node, root, shell, vitrine, spawnTimeoutMs } from "../support/cli.ts"
import { tempDir } from "../support/tmp.ts"

const dir = tempDir("vitrine-cli-shell-")
const demo = join(dir, "demo.db")

beforeAll(() => {
  expect(vitrine(["demo", "--db", demo, "--json"]).status).toBe(0)
}, 120_000)

/** Commands another connection sees committed, as the server would. */
const committed = (path: string): number => {
  try {
    const other = new Database(path, { readonly: true, fileMustExist: true })
    try {
      return other.prepare("SELECT count(*) FROM commands").pluck().get() as number
    } finally {
      other.close()
    }
  } catch {
    return 0 // not made yet
  }
}

const waitFor = async (condition: () => boolean, ms: number): Promise<boolean> => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) if (condition()) return true
  return condition()
}

/** What the README tells operators to type, run from the project's folder. */
const npm = (args: ReadonlyArray<string>) => {
  const r = spawnSync("npm", args, { cwd: root, encoding: "utf8", timeout: spawnTimeoutMs, env: { ...process.env, CI: "true", FORCE_COLOR: "0" } })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

describe("the CLI in a shell", { timeout: 180_000 }, () => {
  it("ends quietly with exit 0 when `head` stops reading", () => {
    for (const script of [`$VITRINE events tail -n 5000 --db ${demo} | head -2`, `$VITRINE demo --db ${join(dir, "fresh.db")} | head -5`]) {
      const run = shell(script)
      expect({ script, status: run.status }).toEqual({ script, status: 0 })
      expect(run.stderr).not.toMatch(/EPIPE|Error/)
    }
  })

  it("says that its output is incomplete when the disk behind `>` is full (/dev/full), with exit 1 and no stack", () => {
    const campaign = vitrine(["campaigns", "list", "--db", demo, "--json"]).stdout.match(/"campaignId": "([^"]+)"/)![1]!
    const db = `--db ${demo}`
    for (const command of [`report sales --campaign ${campaign} ${db}`, `report sales --campaign ${campaign} --json ${db}`, `events tail -n 100 ${db}`, `verify --json ${db}`, "fixtures generate --users 5 --sales 50 -q"]) {
      const run = shell(`$VITRINE ${command} > /dev/full`, { VITRINE_LOCALE: "en-US" })
      expect({ command, status: run.status, stderr: run.stderr }).toEqual({
        command,
        status: 1,
        stderr: "vitrine: the disk behind standard output is full: what was written there is incomplete\n"
      })
    }
    expect(shell(`$VITRINE fixtures generate --users 5 --sales 50 -q --out /dev/full`, { VITRINE_LOCALE: "en-US" }).stderr).toBe("vitrine: no space left on the device for /dev/full\n")
    // Written to as it is, not renamed over: as root, a rename replaced the device with a file.
    expect(statSync("/dev/full").isCharacterDevice()).toBe(true)
  })

  it("imports standard input named `-`, as a compressed export is piped in: lines and rate, no bar it cannot know", () => {
    const small = join(root, "fixtures", "scenarios", "small.ndjson")
    const piped = shell(`gzip -c ${small} | gzip -dc | $VITRINE import - --db ${join(dir, "piped.db")}`)
    expect(piped.status).toBe(0)
    expect(piped.stdout).toContain("Accepted 31   Rejected 2")
    expect(piped.stderr.trim()).toMatch(/^import standard input: 33 lines [\d,]+ lines\/s accepted 31 rejected 2$/)
    // The same lines again, through the JSON view: the same outcomes. Redirected from a file, the input has a size, so a share.
    expect(JSON.parse(shell(`cat ${small} | $VITRINE import - --db ${join(dir, "piped.db")} --json`).stdout)).toMatchObject({ accepted: 31 })
    const redirected = shell(`$VITRINE import - --db ${join(dir, "redirected.db")} < ${small}`)
    expect(redirected.stderr).toMatch(/^import standard input: 100\.0% 33 lines /)
  })

  it("commits what a quiet pipe gave after a second's wait, and a failure ends it without waiting for the pipe", async () => {
    const lines = readFileSync(join(root, "fixtures", "scenarios", "small.ndjson"), "utf8").trim().split("\n")
    const db = join(dir, "tail-f.db")
    const child = spawn(node, [bin, "import", "-", "--db", db, "--json"], { env: { ...process.env, CI: "true", VITRINE_LOCALE: "en-US" } })
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve))
    let stdout = ""
    child.stdout.on("data", (chunk) => (stdout += String(chunk)))
    child.stdin.write(`${lines.slice(0, 10).join("\n")}\n`)
    // As `tail -f` would: ten lines, then nothing for a while. Another reader sees them in the log.
    expect(await waitFor(() => committed(db) === 10, 15_000)).toBe(true)
    child.stdin.end(`${lines.slice(10).join("\n")}\n`)
    expect(await exited).toBe(0)
    expect(JSON.parse(stdout)).toMatchObject({ accepted: 31 })

    // The pipe stays open and quiet while another process holds the write lock: the commit fails
    // after the busy wait, and the import says so and ends, the pipe still open.
    const locked = join(dir, "tail-f-locked.db")
    expect(vitrine(["import", join(root, "fixtures", "scenarios", "small.ndjson"), "--db", locked]).status).toBe(0)
    const holder = new Database(locked)
    const blocked = spawn(node, [bin, "import", "-", "--db", locked], { env: { ...process.env, CI: "true", VITRINE_LOCALE: "en-US" } })
    let stderr = ""
    blocked.stderr.on("data", (chunk) => (stderr += String(chunk)))
    const ended = new Promise<number | null>((resolve) => blocked.on("exit", resolve))
    try {
      blocked.stdin.write('{"commandId":"late-1","at":"2026-01-05T10:00:00-03:00","actor":"system","type":"CreateBrand","payload":{"brandId":"b-late","name":"Late"}}\n')
      await new Promise((r) => setTimeout(r, 300))
      holder.exec("BEGIN IMMEDIATE")
      expect(await ended).toBe(1)
      expect(stderr).toContain(`vitrine: the database ${locked} is busy: another process holds its write lock\n`)
      expect(blocked.stdin.writableEnded).toBe(false)
    } finally {
      if (holder.inTransaction) holder.exec("ROLLBACK")
      holder.close()
      blocked.kill()
    }
  })

  it("gives clean JSON through the README's forms: npm run -s and npx", () => {
    const viaRun = npm(["run", "-s", "vitrine", "--", "verify", "--json", "--db", demo])
    expect(viaRun.status).toBe(0)
    expect(JSON.parse(viaRun.stdout)).toMatchObject({ ok: true })
    const viaNpx = npm(["exec", "--", "vitrine", "campaigns", "list", "--json", "--db", demo])
    expect(viaNpx.status).toBe(0)
    expect((JSON.parse(viaNpx.stdout) as Array<{ country: string }>).length).toBeGreaterThan(10)
  })

  it("lists campaigns with country, dates, status, participants, sales and points, by country", () => {
    const all = JSON.parse(vitrine(["campaigns", "list", "--json", "--db", demo]).stdout) as Array<Record<string, unknown>>
    expect(Object.keys(all[0]!)).toEqual(["campaignId", "name", "country", "begins", "ends", "status", "participants", "sales", "awaiting", "points"])
    const brazil = JSON.parse(vitrine(["campaigns", "list", "--country", "br", "--json", "--db", demo]).stdout) as Array<{ country: string }>
    expect(brazil.length).toBeGreaterThan(0)
    expect(brazil.every((c) => c.country === "BR")).toBe(true)
    const human = vitrine(["campaigns", "list", "--country", "BR", "--db", demo])
    expect(human.stdout).toMatch(/^country\s+campaignId\s+name\s+dates\s+status\s+participants\s+sales\s+to audit\s+points$/m)
  })

  it("fits a terminal's width: free text cut with …, else one record per row; a pipe gets whole rows", () => {
    const inTerminal = (cols: number) => {
      // `script` gives the binary a pseudo-terminal of the width `stty` sets, as an operator's window.
      const run = shell(`script -qec "stty cols ${cols} rows 50; $VITRINE campaigns list --db ${demo}" /dev/null`)
      expect(run.status).toBe(0)
      // The table's lines, before the legend the terminal wraps as prose.
      const lines = run.stdout.replace(/\r/g, "").split("\n")
      return lines.slice(0, lines.indexOf(""))
    }
    const ids = (JSON.parse(vitrine(["campaigns", "list", "--json", "--db", demo]).stdout) as Array<{ campaignId: string; name: string }>)
    const longest = ids.reduce((a, b) => (b.name.length > a.name.length ? b : a))
    const piped = vitrine(["campaigns", "list", "--db", demo]).stdout.split("\n")
    expect(piped.find((l) => l.includes(longest.campaignId))).toContain(longest.name)
    const wide = Math.max(...piped.map((l) => l.length))
    expect(wide).toBeGreaterThan(132)

    const cut = inTerminal(132)
    expect(Math.max(...cut.map((l) => [...l].length))).toBeLessThanOrEqual(132)
    const row = cut.find((l) => l.includes(longest.campaignId))!
    expect(row).toMatch(/…/)
    expect(row).not.toContain(longest.name)
    for (const { campaignId } of ids) expect(cut.some((l) => l.split(/\s+/).includes(campaignId))).toBe(true)

    const records = inTerminal(80)
    expect(Math.max(...records.map((l) => [...l].length))).toBeLessThanOrEqual(80)
    expect(records).toContain(`─[ 1/${ids.length} ]${"─".repeat(40 - `─[ 1/${ids.length} ]`.length)}`)
    expect(records.filter((l) => l.startsWith("─["))).toHaveLength(ids.length)
    expect(records).toContain(`name          ${longest.name}`)
    expect(records).toContain(`campaignId    ${longest.campaignId}`)

    // The demo's welcome keeps a summary that fits the smallest usual window, as rows.
    const welcome = shell(`script -qec "stty cols 80 rows 50; $VITRINE demo --no-serve --db ${demo}" /dev/null`).stdout.replace(/\r/g, "").split("\n")
    const table = welcome.slice(1, welcome.indexOf(""))
    expect(table[0]).toMatch(/^campaignId\s+name\s+status\s+sales\s+to audit$/)
    expect(table).toHaveLength(ids.length + 1)
    expect(Math.max(...table.map((l) => [...l].length))).toBeLessThanOrEqual(80)
  })

  it("speaks the operator's language: VITRINE_LOCALE, else LANG, else pt-BR", () => {
    const closed = (JSON.parse(vitrine(["campaigns", "list", "--json", "--db", demo]).stdout) as Array<{ campaignId: string; status: string }>).find((c) => c.status === "closed")!
    const report = (env: Record<string, string>) => vitrine(["report", "levels", "--campaign", closed.campaignId, "--db", demo], env).stdout
    expect(report({ VITRINE_LOCALE: "", LANG: "C.UTF-8" })).toMatch(/^níveis — campanha/)
    expect(report({ VITRINE_LOCALE: "", LANG: "es_AR.UTF-8" })).toMatch(/^niveles — campaña/)
    expect(report({ VITRINE_LOCALE: "fr-FR", LANG: "en_US.UTF-8" })).toMatch(/^niveaux — campagne/)
    expect(report({ VITRINE_LOCALE: "en-US" })).toMatch(/\b2 Creator\b/)
    const backup = vitrine(["backup", join(dir, "copia.db"), "--db", demo], { VITRINE_LOCALE: "pt-BR" })
    expect(backup.stdout).toMatch(/\(\d{1,3}(\.\d{3})+ páginas, \d+(,\d)? MB\) em \d+,\d\d s/)
    const again = vitrine(["import", join(root, "fixtures", "demo", "programme.ndjson"), "--db", demo], { VITRINE_LOCALE: "pt-BR" })
    expect(again.stdout).toMatch(/\n\d{1,3}(\.\d{3})+ comandos já tinham sido importados e não mudaram nada\. Um commandId roda uma vez só: uma linha corrigida precisa de um commandId novo\./)
    const missing = vitrine(["report", "sales", "--campaign", "nope", "--db", demo], { VITRINE_LOCALE: "pt-BR" })
    expect(missing.stderr).toBe("vitrine: campanha nope não encontrada: `vitrine campaigns list` mostra todas\n")
  })

  it("explains a closed campaign's negative confirmed points beside the balances", () => {
    const closed = (JSON.parse(vitrine(["campaigns", "list", "--json", "--db", demo]).stdout) as Array<{ campaignId: string; status: string }>).filter((c) => c.status === "closed")
    const withProvisional = closed.find((c) => (JSON.parse(vitrine(["report", "balances", "--campaign", c.campaignId, "--json", "--db", demo]).stdout) as Array<{ provisional: number }>).some((b) => b.provisional > 0))!
    const run = vitrine(["report", "balances", "--campaign", withProvisional.campaignId, "--db", demo])
    expect(run.stdout).toContain("Closed campaign: the balance expired at the close, provisional credits included.")
  })
})
