import { spawnTimeoutMs } from "../support/cli.ts"
import { spawnSync } from "node:child_process"
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

  it("gives identical output for the same seed", () => {
    const a = vitrine("fixtures", "generate", "--users", "80", "--sales", "400", "--seed", "9", "-q")
    const b = vitrine("fixtures", "generate", "--users", "80", "--sales", "400", "--seed", "9", "-q")
    expect(a.stdout.length).toBeGreaterThan(0)
    expect(a.stdout).toBe(b.stdout)
    expect(a.stderr).toBe("")
  })

  it.each([
    [["--users", "ten", "--sales", "5"], /--users must be a whole number/],
    [["--sales", "5"], /required option '--users <n>'/],
    [["--users", "5", "--sales", "5", "--countries", "BR,US"], /unknown country US/],
    [["--users", "5", "--sales", "5", "--end", "June"], /expected a date/]
  ])("exits 2 on bad usage %j", (args, message) => {
    const r = vitrine("fixtures", "generate", ...args)
    expect(r.status).toBe(2)
    expect(r.stderr).toMatch(message)
  })
})
