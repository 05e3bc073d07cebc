import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { root, vitrine, vitrineJson } from "../support/cli.ts"
import { tempDir } from "../support/tmp.ts"

const dir = tempDir("vitrine-cli-rewards-")
const file = join(root, "fixtures", "scenarios", "rewards.ndjson")

/**
 * DESIGN §6's reward vocabulary through `import`, and its reports: `report orders`, `report
 * rewards`, `report balances` with debits and refunds, and verify's order invariants.
 */
describe("rewards and orders from a fixture", { timeout: 180_000 }, () => {
  const db = join(dir, "rewards.db")
  const imported = vitrineJson<{ accepted: number; rejected: Array<{ line: number; commandId: string; code: string }> }>(["import", file, "--db", db])

  it("imports the public vocabulary as written, each rule answering its code", () => {
    expect(imported.rejected).toEqual([
      // The small programme's own two (a duplicate invoice, a late report), then the store's.
      { line: 23, commandId: "rw-023", code: "sale.invoice_already_sent" },
      { line: 24, commandId: "rw-024", code: "sale.window_expired" },
      { line: 42, commandId: "rw-042", code: "order.not_covered" },
      { line: 43, commandId: "rw-043", code: "order.level_required" },
      { line: 44, commandId: "rw-044", code: "order.insufficient_points" },
      { line: 45, commandId: "rw-045", code: "order.reward_unavailable" }
    ])
    expect(imported.accepted).toBe(43)
  })

  it("report orders --json prints orderId, userId, campaignId, rewardId, quantity, points, status", () => {
    expect(vitrineJson(["report", "orders", "--campaign", "BR-Q1", "--db", db])).toEqual([
      { orderId: "o1", userId: "u1", campaignId: "BR-Q1", rewardId: "r-fone", quantity: 2, points: 600, status: "delivered" },
      { orderId: "o2", userId: "u3", campaignId: "BR-Q1", rewardId: "r-fone", quantity: 1, points: 300, status: "awaiting_approval" },
      { orderId: "o6", userId: "u1", campaignId: "BR-Q1", rewardId: "r-fone", quantity: 1, points: 300, status: "rejected" }
    ])
    expect(vitrineJson<Array<unknown>>(["report", "orders", "--db", db])).toHaveLength(3)
  })

  it("report rewards --json prints rewardId, stock, ordered (units in orders not rejected)", () => {
    expect(vitrineJson(["report", "rewards", "--db", db])).toEqual([
      { rewardId: "r-ar", stock: 10, ordered: 0 },
      { rewardId: "r-fone", stock: 2, ordered: 3 },
      { rewardId: "r-vip", stock: 2, ordered: 0 }
    ])
  })

  it("report balances counts debits and refunds; the refund after the close expired at once", () => {
    const rows = vitrineJson<Array<Record<string, number | string>>>(["report", "balances", "--campaign", "BR-Q1", "--db", db])
    expect(rows.find((r) => r["userId"] === "u1")).toMatchObject({ balance: 0, debited: 900, refunded: 300 })
    expect(rows.find((r) => r["userId"] === "u3")).toMatchObject({ debited: 300, refunded: 0 })
  })

  it("verify finds the ledger and the stock consistent", () => {
    const run = vitrine(["verify", "--db", db, "--json"])
    expect(run.status, run.stdout + run.stderr).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true, findings: [] })
  })

  it("replay is unaffected by orders: it recomputes earnings, never spending", () => {
    expect(vitrineJson(["replay", "--campaign", "BR-Q1", "--db", db])).toEqual({ campaignId: "BR-Q1", changed: [] })
  })

  it("report rewards refuses --campaign; an unknown report names orders and rewards", () => {
    expect(vitrine(["report", "rewards", "--campaign", "BR-Q1", "--db", db]).status).toBe(2)
    expect(vitrine(["report", "nope", "--db", db], { VITRINE_LOCALE: "en-US" }).stderr).toContain("orders, rewards")
  })
})
