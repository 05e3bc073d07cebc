import { truncateSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import { root, shell, vitrine, vitrineJson } from "../support/cli.ts"
import { tempDir } from "../support/tmp.ts"

const dir = tempDir("vitrine-cli-replay-")
const small = join(root, "fixtures", "scenarios", "small.ndjson")
const db = join(dir, "replay.db")
const corrected = join(dir, "corrected.json")

interface ReplayJson {
  campaignId: string
  changed: Array<{ userId: string; pointsDelta: number; xpDelta: number; levelBefore: number; levelAfter: number }>
}

beforeAll(() => {
  vitrine(["import", small, "--db", db, "--json"])
  writeFileSync(corrected, JSON.stringify([{ sku: "NB-100", pointsPerUnit: 150 }, { sku: "MN-300", pointsPerUnit: 25 }]))
})

describe("vitrine replay", { timeout: 180_000 }, () => {
  it("shows no change when the log agrees with the recorded rules", () => {
    expect(vitrineJson<ReplayJson>(["replay", "--campaign", "BR-Q1", "--db", db])).toEqual({ campaignId: "BR-Q1", changed: [] })
  })

  it("lists each participant's delta under a corrected table, then none after --apply", () => {
    const expected = {
      campaignId: "BR-Q1",
      changed: [
        { userId: "u1", pointsDelta: 200, xpDelta: 200, levelBefore: 2, levelAfter: 2 },
        { userId: "u3", pointsDelta: 50, xpDelta: 50, levelBefore: 1, levelAfter: 1 }
      ]
    }
    expect(vitrineJson<ReplayJson>(["replay", "--campaign", "BR-Q1", "--points-table", corrected, "--db", db])).toEqual(expected)
    // The same table on standard input (`-`), as `jq` would give it.
    expect(JSON.parse(shell(`cat ${corrected} | $VITRINE replay --campaign BR-Q1 --points-table - --json --db ${db}`).stdout)).toEqual(expected)
    expect(vitrineJson<ReplayJson>(["replay", "--campaign", "BR-Q1", "--points-table", corrected, "--apply", "--db", db])).toEqual(expected)
    expect(vitrineJson<ReplayJson>(["replay", "--campaign", "BR-Q1", "--points-table", corrected, "--db", db])).toEqual({ campaignId: "BR-Q1", changed: [] })
    // The campaign is closed: the corrections land already expired and every invariant still holds.
    const balances = vitrineJson<Array<{ userId: string; balance: number; expired: number; campaignXp: number }>>(["report", "balances", "--campaign", "BR-Q1", "--db", db])
    expect(balances.find((b) => b.userId === "u1")).toMatchObject({ balance: 0, expired: 1238, campaignXp: 1225 })
    expect(vitrine(["verify", "--db", db]).status).toBe(0)
  })

  it("answers a clear error for an unknown campaign or a malformed table", () => {
    const unknown = vitrine(["replay", "--campaign", "NOPE", "--db", db])
    expect(unknown.status).toBe(1)
    expect(unknown.stderr).toContain("NOPE")
    const bad = join(dir, "bad.json")
    writeFileSync(bad, JSON.stringify([{ sku: "NB-100", pointsPerUnit: -3 }]))
    const run = vitrine(["replay", "--campaign", "BR-Q1", "--points-table", bad, "--db", db])
    expect(run.status).toBe(2)
    expect(run.stderr).toContain("pointsPerUnit")
  })

  it("says where a table is broken, every wrong field by its path, in the operator's language", () => {
    const table = (name: string, text: string) => {
      writeFileSync(join(dir, name), text)
      return (env: Record<string, string> = {}) => vitrine(["replay", "--campaign", "BR-Q1", "--points-table", join(dir, name), "--db", db], env)
    }
    const trailingComma = table("comma.json", '[\n  {"sku": "NB-100", "pointsPerUnit": 150,}\n]')()
    expect([trailingComma.status, trailingComma.stderr]).toEqual([2, `vitrine: cannot read the points table ${join(dir, "comma.json")}: not valid JSON at line 2, column 42\n`])
    const cut = table("cut.json", '[{"sku": "NB-100"')()
    expect(cut.stderr).toBe(`vitrine: cannot read the points table ${join(dir, "cut.json")}: not valid JSON at line 1, column 18\n`)
    // A table saved from a spreadsheet, or written as fixtures are: what it is, and what to write.
    const csv = table("table.csv", "sku,pointsPerUnit\r\nNB-100,150\r\n")()
    expect([csv.status, csv.stderr]).toEqual([2, `vitrine: ${join(dir, "table.csv")} looks like CSV; a points table is a JSON array: [{"sku": "NB-100", "pointsPerUnit": 150}, …]\n`])
    const lines = table("table.ndjson", '{"sku": "NB-100", "pointsPerUnit": 150}\n{"sku": "MN-300", "pointsPerUnit": 40}\n')()
    expect(lines.stderr).toBe(`vitrine: ${join(dir, "table.ndjson")} holds one object a line (NDJSON); a points table is one JSON array: \`jq -s . ${join(dir, "table.ndjson")}\` makes one of those lines\n`)
    // `-` reads standard input, and is named as such.
    const piped = shell(`printf 'sku,pointsPerUnit\\nNB-100,150\\n' | $VITRINE replay --campaign BR-Q1 --points-table - --db ${db}`, { VITRINE_LOCALE: "en-US" })
    expect([piped.status, piped.stderr]).toEqual([2, `vitrine: standard input looks like CSV; a points table is a JSON array: [{"sku": "NB-100", "pointsPerUnit": 150}, …]\n`])
    // The database or an export given by mistake: refused by its size, not read into memory.
    const huge = join(dir, "huge.json")
    writeFileSync(huge, "[")
    truncateSync(huge, 600 * 1024 * 1024)
    const tooLarge = vitrine(["replay", "--campaign", "BR-Q1", "--points-table", huge, "--db", db])
    expect([tooLarge.status, tooLarge.stderr]).toEqual([2, `vitrine: ${huge} is 600 MB: a points table is a JSON array of one entry per SKU, a few hundred KB at most; is this the right file?\n`])
    const fields = table("fields.json", JSON.stringify([{ sku: "", pointsPerUnit: -1 }, { pointsPerUnit: "x" }]))
    expect(fields().stderr).toBe(
      `vitrine: ${join(dir, "fields.json")} is not a points table (a JSON array of sku and pointsPerUnit): 0.sku: must not be empty; 0.pointsPerUnit: must be greater than 0; 1.sku: required field missing; 1.pointsPerUnit: expected a number\n`
    )
    const portuguese = fields({ VITRINE_LOCALE: "pt-BR" }).stderr
    expect(portuguese).toContain("0.sku: não pode ser vazio; 0.pointsPerUnit: deve ser maior que 0")
    expect(portuguese).not.toMatch(/Expected|must/)
    const object = table("object.json", JSON.stringify({ "NB-100": 150 }))()
    expect(object.stderr).toContain("is not a points table (a JSON array of sku and pointsPerUnit): the table: expected a list")
    // A table saved by a Windows editor, byte-order mark first, is read as any other.
    writeFileSync(join(dir, "bom.json"), `\uFEFF${JSON.stringify([{ sku: "NB-100", pointsPerUnit: 100 }, { sku: "MN-300", pointsPerUnit: 25 }])}`)
    expect(vitrineJson<ReplayJson>(["replay", "--campaign", "BR-Q1", "--points-table", join(dir, "bom.json"), "--db", db]).campaignId).toBe("BR-Q1")
  })
})
