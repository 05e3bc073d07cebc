import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import { root, vitrineJson } from "../support/cli.ts"
import { tempDir } from "../support/tmp.ts"

const dir = tempDir("vitrine-cli-transfers-")
const db = join(dir, "transfers.db")

const line = (n: number, at: string, actor: string, type: string, payload: Record<string, unknown>) =>
  JSON.stringify({ commandId: `transfer-${n}`, at, actor, type, payload })

/** The small programme (BR-Q1 running, u1 and u2 registered) with partner members and transfers, in DESIGN §6's vocabulary as written. */
const transferLines = [
  line(1, "2026-01-02T08:00:00-03:00", "system", "RegisterPartnerMember", { document: "111.222.333-44", status: "active", role: "cashier" }),
  line(2, "2026-01-02T08:00:00-03:00", "system", "RegisterPartnerMember", { document: "999.000.111-22", status: "inactive", role: "seller" }),
  line(3, "2026-01-15T10:00:00-03:00", "admin:adm", "AdjustPoints", { userId: "u1", campaignId: "BR-Q1", points: 200, reason: "bônus" }),
  line(4, "2026-01-16T10:00:00-03:00", "user:u1", "TransferPoints", { transferId: "t1", userId: "u1", campaignId: "BR-Q1", points: 150, partnerDocument: "111.222.333-44" }),
  line(5, "2026-01-16T10:05:00-03:00", "user:u1", "TransferPoints", { transferId: "t2", userId: "u1", campaignId: "BR-Q1", points: 10, partnerDocument: "999.000.111-22" }),
  line(6, "2026-01-16T10:06:00-03:00", "user:u1", "TransferPoints", { transferId: "t3", userId: "u1", campaignId: "BR-Q1", points: 100000, partnerDocument: "111.222.333-44" })
]

let imported: { accepted: number; rejected: ReadonlyArray<{ commandId: string; code: string }> }

beforeAll(() => {
  const small = readFileSync(join(root, "fixtures", "scenarios", "small.ndjson"), "utf8").split("\n").filter((l) => l.trim() !== "" && !l.includes('"CloseCampaign"'))
  const file = join(dir, "transfers.ndjson")
  writeFileSync(file, [...small, ...transferLines].join("\n") + "\n")
  imported = vitrineJson(["import", file, "--db", db])
}, 120_000)

describe("report transfers", () => {
  it("imports RegisterPartnerMember and TransferPoints as written, refusing the inactive member and the points past the balance", () => {
    expect(imported.rejected.filter((r) => r.commandId.startsWith("transfer-"))).toEqual([
      expect.objectContaining({ commandId: "transfer-5", code: "transfer.inactive_registration" }),
      expect.objectContaining({ commandId: "transfer-6", code: "transfer.no_points" })
    ])
  })

  it("prints DESIGN §6's fields, the redeem-by date twelve months on", () => {
    expect(vitrineJson(["report", "transfers", "--db", db])).toEqual([{ transferId: "t1", userId: "u1", campaignId: "BR-Q1", points: 150, status: "sent", redeemBy: "2027-01-16" }])
    expect(vitrineJson(["report", "transfers", "--campaign", "BR-Q1", "--db", db])).toHaveLength(1)
  })

  it("counts the transfer's debit in report balances, and verify finds the ledger whole", () => {
    const balances = vitrineJson<Array<{ userId: string; debited: number }>>(["report", "balances", "--campaign", "BR-Q1", "--db", db])
    expect(balances.find((b) => b.userId === "u1")?.debited).toBe(150)
    expect(vitrineJson<{ ok: boolean }>(["verify", "--db", db])).toMatchObject({ ok: true })
  })
})
