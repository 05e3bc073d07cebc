import { existsSync, statSync } from "node:fs"
import { join } from "node:path"
import Database from "better-sqlite3"
import { beforeAll, describe, expect, it } from "vitest"
import { root, vitrine, vitrineJson } from "../support/cli.ts"
import { tempDir } from "../support/tmp.ts"

const dir = tempDir("vitrine-cli-operate-")
const small = join(root, "fixtures", "scenarios", "small.ndjson")
const db = join(dir, "operate.db")

beforeAll(() => {
  vitrine(["import", small, "--db", db, "--json"])
})

describe("reports, verify, rebuild, events, backup", { timeout: 180_000 }, () => {
  it("reports balances, levels and sales with DESIGN §6's fields", () => {
    const balances = vitrineJson<Array<Record<string, unknown>>>(["report", "balances", "--campaign", "BR-Q1", "--db", db])
    expect(Object.keys(balances[0]!)).toEqual(["userId", "balance", "confirmed", "provisional", "expired", "debited", "refunded", "campaignXp", "level"])
    expect(balances.find((b) => b.userId === "u1")).toEqual({ userId: "u1", balance: 0, confirmed: -38, provisional: 38, expired: 1038, debited: 0, refunded: 0, campaignXp: 1025, level: 2 })
    const levels = vitrineJson<Array<Record<string, unknown>>>(["report", "levels", "--campaign", "BR-Q1", "--db", db])
    expect(levels).toContainEqual({ userId: "u1", level: 2, campaignXp: 1025, totalXp: 1025, pendingLevelUp: null })
    const sales = vitrineJson<Array<Record<string, unknown>>>(["report", "sales", "--campaign", "BR-Q1", "--db", db])
    expect(sales).toContainEqual({ saleId: "s7", userId: "u1", status: "awaiting_approval", basePoints: 25, creditedPoints: 38 })
    expect(sales).toContainEqual({ saleId: "s6", userId: "u2", status: "reproved", basePoints: 125, creditedPoints: 125 })
  })

  it("verify passes, then fails with exit 1 on a tampered read model until it is rebuilt", () => {
    expect(vitrine(["verify", "--db", db]).status).toBe(0)
    const raw = new Database(db)
    raw.prepare("UPDATE wallets SET balance = balance + 5 WHERE user_id = 'u2'").run()
    raw.close()
    const failed = vitrine(["verify", "--db", db])
    expect(failed.status).toBe(1)
    expect(failed.stdout).toContain("read model wallets equals a fresh fold of the log")
    const português = vitrine(["verify", "--db", db], { VITRINE_LOCALE: "pt-BR" })
    expect(português.stdout).toMatch(/o modelo de leitura wallets é igual a um fold novo do log\s+1 linha difere do log, 1 linha falta/)
    // Off a terminal, no progress: the verdict alone.
    expect(português.stderr).toBe("vitrine: a verificação falhou\n")
    expect(vitrine(["verify", "--json", "--db", db]).stderr).toBe("vitrine: verification failed\n")
    expect(vitrine(["projections", "rebuild", "wallets", "--db", db]).status).toBe(0)
    expect(vitrineJson<{ ok: boolean }>(["verify", "--db", db]).ok).toBe(true)
  })

  it("shows a stream and the tail of the log", () => {
    const events = vitrineJson<Array<{ type: string; streamVersion: number }>>(["events", "show", "sale-s1", "--db", db])
    expect(events.map((e) => e.type)).toEqual(["SaleReported", "SaleApproved"])
    const tail = vitrine(["events", "tail", "-n", "3", "--db", db])
    expect(tail.stdout.trim().split("\n")).toHaveLength(3)
    expect(tail.stdout).toContain("PointsExpired")
  })

  it("backs up online to a file that opens with the same log", () => {
    const copy = join(dir, "copy.db")
    expect(vitrine(["backup", copy, "--db", db]).status).toBe(0)
    expect(existsSync(copy)).toBe(true)
    expect(vitrineJson(["report", "sales", "--campaign", "BR-Q1", "--db", copy])).toEqual(vitrineJson(["report", "sales", "--campaign", "BR-Q1", "--db", db]))
    expect(vitrine(["backup", copy, "--db", db]).status).toBe(2)
  })

  it("refuses a backup onto a device or a pipe, even with --force: the copy is renamed over its target", () => {
    const run = vitrine(["backup", "/dev/null", "--force", "--db", db], { VITRINE_LOCALE: "en-US" })
    expect([run.status, run.stderr]).toEqual([2, "vitrine: /dev/null is not a regular file (a device or a pipe): name a file for the backup\n"])
    expect(statSync("/dev/null").isCharacterDevice()).toBe(true)
  })

  it("refuses to read a database that does not exist rather than creating one", () => {
    const run = vitrine(["report", "sales", "--campaign", "X", "--db", join(dir, "missing.db")])
    expect(run.status).toBe(1)
    expect(existsSync(join(dir, "missing.db"))).toBe(false)
  })
})
