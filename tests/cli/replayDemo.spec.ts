import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import { root, vitrine, vitrineJson } from "../support/cli.ts"
import { tempDir } from "../support/tmp.ts"

/**
 * What was seen (item 3), on the demo programme: `replay --campaign ar-2026-verano --points-table
 * T --apply`, T doubling DEL-INS14-U5, listed ar-030 +210 +210 3; the same replay then listed
 * ar-030 0 0 3 → 2, and applying it demoted ar-030, approved to level 3 in ar-2026-otono.
 */
const dir = tempDir("vitrine-cli-replay-demo-")
const db = join(dir, "demo.db")
const campaign = "ar-2026-verano"
type Row = { sku: string; pointsPerUnit: number }
interface ReplayJson {
  campaignId: string
  changed: Array<{ userId: string; pointsDelta: number; xpDelta: number; levelBefore: number; levelAfter: number }>
  warnings?: Array<{ kind: string }>
}

const draft = readFileSync(join(root, "fixtures", "demo", "programme.ndjson"), "utf8")
  .split("\n")
  .map((line) => (line ? (JSON.parse(line) as { type: string; payload: { campaignId?: string; pointsTable?: Array<Row> } }) : undefined))
  .find((c) => c?.type === "DraftCampaign" && c.payload.campaignId === campaign)!
const recorded = draft.payload.pointsTable!
const tableFile = (name: string, rows: Array<Row>) => {
  const file = join(dir, name)
  writeFileSync(file, JSON.stringify(rows))
  return file
}
const T = tableFile("T.json", recorded.map((r) => (r.sku === "DEL-INS14-U5" ? { ...r, pointsPerUnit: r.pointsPerUnit * 2 } : r)))
const replay = (...args: Array<string>) => vitrineJson<ReplayJson>(["replay", "--campaign", campaign, "--db", db, ...args])
const levelOf = (userId: string) =>
  vitrineJson<Array<{ userId: string; level: number }>>(["report", "levels", "--campaign", campaign, "--db", db]).find((r) => r.userId === userId)?.level

beforeAll(() => {
  const imported = vitrine(["import", join(root, "fixtures", "demo", "programme.ndjson"), "--db", db, "--json"])
  expect(imported.status, imported.stderr).toBe(0)
}, 300_000)

describe("vitrine replay on the demo programme", { timeout: 300_000 }, () => {
  it("converges: after --apply the same replay and a plain one list nothing, and ar-030 keeps level 3", () => {
    const first = replay("--points-table", T)
    expect(first.changed.find((r) => r.userId === "ar-030")).toEqual({ userId: "ar-030", pointsDelta: 210, xpDelta: 210, levelBefore: 3, levelAfter: 3 })
    expect(first.warnings).toBeUndefined()
    expect(replay("--points-table", T, "--apply")).toEqual(first)
    expect(replay("--points-table", T)).toEqual({ campaignId: campaign, changed: [] })
    expect(replay()).toEqual({ campaignId: campaign, changed: [] })
    expect(vitrineJson(["replay", "--campaign", "ar-2026-otono", "--db", db])).toEqual({ campaignId: "ar-2026-otono", changed: [] })
    expect(levelOf("ar-030")).toBe(3)
    expect(vitrine(["verify", "--db", db]).status).toBe(0)
  })

  it("warns about a table that loses, adds or repeats SKUs, or halves the points, and applies it only with --force", () => {
    const [first, ...rest] = recorded
    const risky = tableFile("risky.json", [...rest, rest[0]!, { sku: "HP-OMEN27Q-X", pointsPerUnit: 10 }].map((r) => ({ ...r, pointsPerUnit: Math.max(1, Math.round(r.pointsPerUnit / 4)) })))
    const refused = vitrine(["replay", "--campaign", campaign, "--db", db, "--points-table", risky, "--apply"])
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain("--force")
    for (const text of [first!.sku, rest[0]!.sku, "HP-OMEN27Q-X", "more than half"]) expect(refused.stdout).toContain(text)
    expect(refused.stdout).toContain("Replay of ar-2026-verano")
    // --force cannot record a SKU that is no product: the table is refused, and no participant corrected.
    const forced = vitrine(["replay", "--campaign", campaign, "--db", db, "--points-table", risky, "--apply", "--force"])
    expect(forced.status).toBe(1)
    expect(forced.stderr).toContain("reference.unknown")
    const shown = replay("--points-table", risky)
    expect(shown.warnings?.map((w) => w.kind)).toEqual(["skus_removed", "skus_unknown", "skus_duplicated", "points_swing"])
    expect(shown.changed.length).toBeGreaterThan(0)
    // Nothing was applied: the recorded table still gives no change.
    expect(replay()).toEqual({ campaignId: campaign, changed: [] })
  })

  it("applies a table that drops a SKU once --force is given, and records it as the campaign's", () => {
    const dropped = tableFile("dropped.json", recorded.filter((r) => r.sku !== "DEL-INS14-U5"))
    const refused = vitrine(["replay", "--campaign", campaign, "--db", db, "--points-table", dropped, "--apply"])
    expect(refused.status).toBe(1)
    expect(refused.stdout).toContain("DEL-INS14-U5")
    const forced = replay("--points-table", dropped, "--apply", "--force")
    expect(forced.changed.find((r) => r.userId === "ar-030")).toMatchObject({ pointsDelta: -420, xpDelta: -420 })
    expect(replay()).toEqual({ campaignId: campaign, changed: [] })
    expect(vitrine(["verify", "--db", db]).status).toBe(0)
  })
})
