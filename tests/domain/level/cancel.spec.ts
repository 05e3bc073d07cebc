import { afterEach, describe, it } from "vitest"
import { LevelUpRequestCancelled, LevelUpRequested, XpRevoked } from "../../../domain/level/events.ts"
import { SaleReproved } from "../../../domain/sale/events.ts"
import { CreditReversed } from "../../../domain/wallet/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { sale } from "../../support/setup.ts"
import { approveLevelUp, programmeWith, reproveSale } from "../../support/ledger.ts"
import { big, half, one, pointsTable } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

const ids = { campaignId: "C1", userId: "u1" }
const reproved = (saleId: string, points: number) => [
  new SaleReproved({ saleId, ...ids, reason: "nota ilegível" }),
  new CreditReversed({ ...ids, ref: saleId, points }),
  new XpRevoked({ ...ids, saleId, xp: points })
]
const cancelled = new LevelUpRequestCancelled({ ...ids, toLevel: 2, reason: "sale.reproved" })

describe("a reproved sale and the level-up request that counted it", () => {
  it("cancels the request when the XP falls below the threshold", () => {
    s = programmeWith(scenario(), { pointsTable }).run(sale("a", big(1)), sale("b", one(1)))
    s.when(reproveSale("b")).thenEvents(...reproved("b", 1), cancelled)
    s.when(approveLevelUp(2)).thenRejects("level.no_pending_request", { userId: "u1", toLevel: 2 })
  })

  it("requests again, without the reproved sale, when the XP still reaches the threshold", () => {
    s = programmeWith(scenario(), { pointsTable }).run(sale("a", big(1)), sale("b", one(1)), sale("c", half(1)))
    s.when(reproveSale("b")).thenEvents(...reproved("b", 1), cancelled, new LevelUpRequested({ ...ids, toLevel: 2, countedSaleIds: ["a", "c"] }))
  })

  it("leaves the request alone when the reproved sale was not counted", () => {
    s = programmeWith(scenario(), { pointsTable }).run(sale("a", big(1)), sale("b", one(1)), sale("c", half(1)))
    s.when(reproveSale("c")).thenEvents(...reproved("c", 500))
  })
})
