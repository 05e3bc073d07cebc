import Database from "better-sqlite3"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Programme } from "../../../adapters/programme/Programme.ts"
import { codec } from "../../../domain/programme.ts"
import { scenario, type Scenario, type Step } from "../../support/scenario.ts"
import { sale } from "../../support/setup.ts"
import { approveSale, closeCampaign, programmeWith, reproveSale } from "../../support/ledger.ts"
import { approveOrder, deliverOrder, listReward, placeOrder, rejectOrder, shipOrder } from "../../support/rewards.ts"
import { domainWallets, foldWallets, readWallets } from "./walletFold.ts"

/**
 * Properties of the reward store over random histories (issue 42): sales reported and audited,
 * orders placed and moved in any order, the campaign closed part-way. Through the real handler.
 */

const SUPPLIED: Readonly<Record<string, number>> = { r1: 3, r2: 2 }

/** C1 with a cap of 4 units of `fones`; u1 and u2 registered; r1 (60 points, 3 units) and r2 (150, 2 units). */
const base = (): Buffer => {
  const s = programmeWith(scenario(), { categoryCaps: { fones: 4 } }, ["u2"]).run(
    listReward("r1", { price: 60, stock: SUPPLIED["r1"] }),
    listReward("r2", { price: 150, stock: SUPPLIED["r2"] })
  )
  const image = s.programme.db.serialize()
  s.close()
  return image
}
let image: Buffer | undefined

type Action =
  | { kind: "sale"; user: string; quantity: number }
  | { kind: "approveSale" | "reproveSale"; pick: number }
  | { kind: "order"; user: string; reward: string; quantity: number }
  | { kind: "approve" | "ship" | "deliver" | "reject"; pick: number }
  | { kind: "close" }

const user = fc.constantFrom("u1", "u2")
const pick = fc.nat(20)
const action: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant("sale" as const), user, quantity: fc.integer({ min: 1, max: 3 }) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constantFrom("approveSale" as const, "reproveSale" as const), pick }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant("order" as const), user, reward: fc.constantFrom("r1", "r2"), quantity: fc.integer({ min: 1, max: 3 }) }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constantFrom("approve" as const, "ship" as const, "deliver" as const, "reject" as const), pick }), weight: 6 },
  { arbitrary: fc.constant({ kind: "close" as const }), weight: 1 }
)

interface Run {
  readonly s: Scenario
  readonly approvals: Array<{ orderId: string; confirmedAfter: number }>
}

const stepOf = (a: Action, sales: Array<string>, orders: Array<string>, n: number): Step | undefined => {
  const nth = (ids: Array<string>, i: number) => (ids.length === 0 ? undefined : ids[i % ids.length])
  switch (a.kind) {
    case "sale":
      sales.push(`s${n}`)
      return sale(`s${n}`, { lines: [{ sku: "MN-300", quantity: a.quantity * 4 }] }, a.user)
    case "approveSale":
    case "reproveSale": {
      const id = nth(sales, a.pick)
      return id === undefined ? undefined : a.kind === "approveSale" ? approveSale(id) : reproveSale(id)
    }
    case "order":
      orders.push(`o${n}`)
      return placeOrder(`o${n}`, { userId: a.user, rewardId: a.reward, quantity: a.quantity })
    case "close":
      return { ...closeCampaign(), at: "2026-03-21T01:00:00-03:00" }
    default: {
      const id = nth(orders, a.pick)
      if (id === undefined) return undefined
      return { approve: approveOrder, ship: shipOrder, deliver: deliverOrder, reject: rejectOrder }[a.kind](id)
    }
  }
}

const run = (actions: ReadonlyArray<Action>): Run => {
  image ??= base()
  const s = scenario(Programme.over(new Database(image)))
  s.at("2026-01-10T10:00:00-03:00")
  const sales: Array<string> = []
  const orders: Array<string> = []
  const approvals: Run["approvals"] = []
  actions.forEach((a, n) => {
    const step = stepOf(a, sales, orders, n)
    if (step === undefined) return
    const handled = s.send(step)
    if (step.type === "ApproveOrder" && handled.outcome.status === "accepted") {
      const orderId = step.payload["orderId"] as string
      const userId = s.programme.db.prepare<[string], { userId: string }>("SELECT user_id AS userId FROM orders WHERE order_id = ?").get(orderId)!.userId
      approvals.push({ orderId, confirmedAfter: confirmedOf(s, userId) })
    }
  })
  return { s, approvals }
}

const confirmedOf = (s: Scenario, userId: string): number => foldWallets(s).get(`C1:${userId}`)!.confirmed

/** Per reward: units in orders not rejected, from the order events themselves. */
const unitsOrdered = (s: Scenario): Map<string, number> => {
  const status = new Map<string, { rewardId: string; quantity: number; rejected: boolean }>()
  for (const row of s.programme.db.prepare<[], { type: string; data: string }>("SELECT type, data FROM events WHERE stream_id LIKE 'order-%' ORDER BY position").all()) {
    const e = codec.decode(row.type, JSON.parse(row.data)) as { _tag: string; orderId: string; rewardId?: string; quantity?: number }
    if (e._tag === "OrderPlaced") status.set(e.orderId, { rewardId: e.rewardId!, quantity: e.quantity!, rejected: false })
    if (e._tag === "OrderRejected") status.get(e.orderId)!.rejected = true
  }
  const units = new Map<string, number>()
  for (const o of status.values()) if (!o.rejected) units.set(o.rewardId, (units.get(o.rewardId) ?? 0) + o.quantity)
  return units
}

const histories = fc.array(action, { minLength: 1, maxLength: 30, size: "max" })

describe("reward store properties", () => {
  it("the sum of stock and units in orders not rejected is constant per reward", () => {
    fc.assert(
      fc.property(histories, (actions) => {
        const { s } = run(actions)
        const ordered = unitsOrdered(s)
        const rows = s.programme.db.prepare<[], { rewardId: string; stock: number; ordered: number }>("SELECT reward_id AS rewardId, stock, ordered FROM rewards").all()
        for (const r of rows) {
          expect(r.stock).toBeGreaterThanOrEqual(0)
          expect(r.stock + (ordered.get(r.rewardId) ?? 0), r.rewardId).toBe(SUPPLIED[r.rewardId])
          expect(r.ordered, r.rewardId).toBe(ordered.get(r.rewardId) ?? 0)
        }
        s.close()
      }),
      { numRuns: 40 }
    )
  })

  it("a wallet's balance equals its credits − reversals − debits + refunds − expired, in the read model and the domain", () => {
    fc.assert(
      fc.property(histories, (actions) => {
        const { s } = run(actions)
        const folded = foldWallets(s)
        expect(readWallets(s)).toEqual(folded)
        for (const [key, w] of domainWallets(s)) {
          const f = folded.get(key)!
          expect(w.credited - w.reversed - w.debited + w.refunded - w.expired, key).toBe(f.balance)
        }
        s.close()
      }),
      { numRuns: 40 }
    )
  })

  it("no order is approved while the wallet's confirmed points would be negative", () => {
    fc.assert(
      fc.property(histories, (actions) => {
        const { s, approvals } = run(actions)
        for (const a of approvals) expect(a.confirmedAfter, a.orderId).toBeGreaterThanOrEqual(0)
        s.close()
      }),
      { numRuns: 40 }
    )
  })
})
