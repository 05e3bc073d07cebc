import { afterEach, describe, expect, it } from "vitest"
import { Programme } from "../../../adapters/programme/Programme.ts"
import { PointsDebited } from "../../../domain/wallet/events.ts"
import { OnFile } from "../../support/onFile.ts"
import { Scenario } from "../../support/scenario.ts"
import { sale, standardProgramme } from "../../support/setup.ts"
import { debit, walletRow } from "../../support/ledger.ts"

/**
 * The handler keeps folded states between commands and skips reading the log while only it
 * wrote there. These cases make sure a state is read again whenever someone else wrote, or
 * when what it wrote was rolled back.
 */

let f: OnFile
const others: Array<Scenario> = []
afterEach(() => {
  for (const o of others.splice(0)) o.close()
  f.remove()
})

describe("folded states kept between commands", () => {
  it("are topped up when another connection appended to the same streams", () => {
    f = new OnFile()
    standardProgramme(f.s).run(sale("s1"), debit(10, "warm-up"))
    const other = new Scenario(Programme.open(f.path))
    others.push(other)
    other.at("2026-01-10T11:00:00-03:00").run(sale("s2"))
    // 250 + 250 − 10: only a handler that read s2's credit can debit 490.
    f.s.when(debit(490, "order-2")).thenEvents(new PointsDebited({ campaignId: "C1", userId: "u1", ref: "order-2", points: 490, reason: "redemption" }))
    expect(walletRow(f.s.programme.db)).toMatchObject({ balance: 0, debited: 500 })
  })

  it("are forgotten when the batch that wrote them rolls back", () => {
    f = new OnFile()
    standardProgramme(f.s).run(sale("s1"))
    const p = f.s.programme
    expect(() =>
      p.batch(() => {
        f.s.send(sale("s2"))
        throw new Error("import aborted")
      })
    ).toThrow("import aborted")
    f.s.when(debit(251)).thenRejects("wallet.insufficient_balance", { balance: 250, points: 251 })
  })
})
