import { spawnTimeoutMs } from "../support/cli.ts"
import { spawn, spawnSync } from "node:child_process"
import { once } from "node:events"
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { decodeFixtureEnvelope } from "../../cli/fixtureEnvelope.ts"

// The built binary, run as an operator would (npm test builds it before vitest runs).
const bin = join(import.meta.dirname, "..", "..", "bin", "vitrine.mjs")
const vitrine = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", timeout: spawnTimeoutMs, maxBuffer: 1 << 28 })

describe("vitrine fixtures generate", () => {
  it("streams NDJSON on stdout and a summary on stderr", () => {
    const r = vitrine("fixtures", "generate", "--users", "120", "--sales", "900", "--seed", "4", "--countries", "MX,PE")
    expect(r.status).toBe(0)
    const lines = r.stdout.trim().split("\n")
    expect(lines.every((l) => decodeFixtureEnvelope(JSON.parse(l)).ok)).toBe(true)
    expect(lines.filter((l) => l.includes('"type":"ReportSale"'))).toHaveLength(900)
    expect(r.stderr).toMatch(/generated [\d,]+ lines \(900 sales\)/)
  })

  it("reports its own peak memory, not that of the process that started it", () => {
    // A parent holding 1 GB starts the binary: Linux's maxRSS would count the parent's pages,
    // forked into the child before its exec; the child's own peak is a fraction of that.
    const parent = `const big = Buffer.alloc(1024 * 1048576, 1);
      const r = require("node:child_process").spawnSync(process.execPath, ${JSON.stringify([bin, "fixtures", "generate", "--users", "5", "--sales", "5"])}, { encoding: "utf8" });
      process.stderr.write(r.stderr); process.exit(r.status ?? 1)`
    const r = spawnSync(process.execPath, ["-e", parent], { encoding: "utf8", timeout: spawnTimeoutMs })
    expect(r.status).toBe(0)
    const peak = Number(/peak memory ([\d,]+) MB/.exec(r.stderr)?.[1]?.replace(/,/g, ""))
    expect(peak).toBeGreaterThan(20)
    expect(peak).toBeLessThan(512)
  })

  it.each([
    ["Ctrl-C", "SIGINT", 130],
    ["a dropped SSH session", "SIGHUP", 129]
  ] as const)("writes --out beside the file and renames it once whole: %s leaves nothing under its name", async (_how, signal, exitCode) => {
    const dir = mkdtempSync(join(tmpdir(), "vitrine-generate-"))
    try {
      const out = join(dir, "big.ndjson")
      const child = spawn(process.execPath, [bin, "fixtures", "generate", "--users", "50000", "--sales", "2000000", "--out", out, "--quiet"], {
        stdio: ["ignore", "ignore", "pipe"],
        env: { ...process.env, VITRINE_LOCALE: "en-US" }
      })
      let stderr = ""
      child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()))
      // Interrupted once lines are being written.
      const partial = () => readdirSync(dir).find((f) => f.startsWith("big.ndjson.partial-"))
      while (partial() === undefined || statSync(join(dir, partial()!)).size === 0) await new Promise((r) => setTimeout(r, 20))
      expect(existsSync(out)).toBe(false)
      child.kill(signal)
      const [code] = (await once(child, "exit")) as [number]
      expect(code).toBe(exitCode)
      expect(readdirSync(dir)).toEqual([])
      expect(stderr).toContain(`vitrine: generation interrupted: ${out} was not written (the lines made so far are removed).`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("gives identical output for the same seed, and --out - is standard output", () => {
    const a = vitrine("fixtures", "generate", "--users", "80", "--sales", "400", "--seed", "9", "-q")
    const b = vitrine("fixtures", "generate", "--users", "80", "--sales", "400", "--seed", "9", "-q")
    expect(a.stdout.length).toBeGreaterThan(0)
    expect(a.stdout).toBe(b.stdout)
    expect(a.stderr).toBe("")
    const dir = mkdtempSync(join(tmpdir(), "vitrine-generate-"))
    try {
      const dash = spawnSync(process.execPath, [bin, "fixtures", "generate", "--users", "80", "--sales", "400", "--seed", "9", "-q", "--out", "-"], { cwd: dir, encoding: "utf8", maxBuffer: 1 << 28 })
      expect(dash.stdout).toBe(a.stdout)
      expect(readdirSync(dir)).toEqual([]) // it made a file named "-"
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it.each([
    [["--users", "ten", "--sales", "5"], /--users must be a whole number/],
    [["--sales", "5"], /^vitrine: missing the required option --users <n>$/m],
    [["--users", "5", "--sales", "5", "--countries", "BR,US"], /unknown country US/],
    [["--users", "5", "--sales", "5", "--end", "June"], /expected a date/]
  ])("exits 2 on bad usage %j", (args, message) => {
    const r = vitrine("fixtures", "generate", ...args)
    expect(r.status).toBe(2)
    expect(r.stderr).toMatch(message)
  })
})
