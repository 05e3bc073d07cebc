import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { codec } from "../../../domain/programme.ts"
import { balanceOf, confirmedOf, Wallet, type WalletState } from "../../../domain/wallet/state.ts"
import type { WalletEvent } from "../../../domain/wallet/events.ts"
import type { Scenario, Step } from "../../support/scenario.ts"
import { input, run, walletKey, type Input, type Observed, type WalletFigures } from "./model.ts"

/** Properties of the points ledger over random command sequences (DESIGN §4.4). */

const only = (type: string) => (step: Step) => step.type === type
const accepted = (o: Observed, type: string) => o.step.type === type && o.handled.outcome.status === "accepted"
const check = (property: (inp: Input) => void, numRuns = 60) =>
  fc.assert(fc.property(input(), property), { numRuns })

describe("points ledger properties", () => {
  it("(a) a debit never leaves a balance below zero", () => {
    check((inp) => {
      run(
        inp,
        (o) => {
          if (!accepted(o, "DebitPoints")) return
          const key = walletKey(o.step.payload["campaignId"] as string, o.step.payload["userId"] as string)
          expect(o.after.wallets.get(key)!.balance).toBeGreaterThanOrEqual(0)
        },
        only("DebitPoints")
      ).close()
    })
  })

  it("(b) balance = credits − reversals − debits + refunds − expired; the read model and the domain agree with a fold of the events", () => {
    check((inp) => {
      const s = run(inp)
      const folded = foldWallets(s)
      const rows = readWallets(s)
      expect(rows).toEqual(folded)
      for (const [key, w] of domainWallets(s)) {
        expect(balanceOf(w), key).toBe(folded.get(key)!.balance)
        expect(confirmedOf(w), key).toBe(folded.get(key)!.confirmed)
      }
      s.close()
    })
  })

  it("(c) closing a campaign expires exactly the positive balances: every wallet ends at 0 or its debt", () => {
    check((inp) => {
      run(inp, (o) => {
        if (!accepted(o, "CloseCampaign")) return
        const campaignId = o.step.payload["campaignId"] as string
        for (const { userId } of o.before.participants.filter((p) => p.campaignId === campaignId)) {
          const key = walletKey(campaignId, userId)
          const before = o.before.wallets.get(key)?.balance ?? 0
          const after = o.after.wallets.get(key)
          expect(after?.balance ?? 0, key).toBe(Math.min(0, before))
          expect((after?.expired ?? 0) - (o.before.wallets.get(key)?.expired ?? 0), key).toBe(Math.max(0, before))
        }
        for (const [key, w] of o.after.wallets) if (key.startsWith(`${campaignId}:`)) expect(w.balance, key).toBeLessThanOrEqual(0)
      }, only("CloseCampaign")).close()
    })
  })

  it("(d) a debit never changes anyone's XP", () => {
    check((inp) => {
      run(
        inp,
        (o) => {
          expect(o.after.levels).toEqual(o.before.levels)
          expect(o.after.campaignXp).toEqual(o.before.campaignXp)
        },
        only("DebitPoints")
      ).close()
    })
  })
})

interface Row {
  stream_id: string
  type: string
  data: string
}
const walletEvents = (s: Scenario) =>
  s.programme.db.prepare<[], Row>("SELECT stream_id, type, data FROM events WHERE stream_id LIKE 'wallet-%' ORDER BY position").all()

/** An independent fold of the wallet events: sums by kind, provisional credits by ref until audited. */
const foldWallets = (s: Scenario): Map<string, WalletFigures> => {
  const sums = new Map<string, { credited: number; reversed: number; debited: number; refunded: number; expired: number; open: Map<string, number> }>()
  for (const row of walletEvents(s)) {
    const key = row.stream_id.slice("wallet-".length)
    const w = sums.get(key) ?? { credited: 0, reversed: 0, debited: 0, refunded: 0, expired: 0, open: new Map<string, number>() }
    sums.set(key, w)
    const e = JSON.parse(row.data) as { points: number; ref?: string; provisional?: boolean }
    switch (row.type) {
      case "PointsCredited":
        w.credited += e.points
        if (e.provisional) w.open.set(e.ref!, e.points)
        break
      case "CreditConfirmed":
        w.open.delete(e.ref!)
        break
      case "CreditReversed":
        w.reversed += e.points
        w.open.delete(e.ref!)
        break
      case "PointsDebited":
        w.debited += e.points
        break
      case "PointsRefunded":
        w.refunded += e.points
        break
      case "PointsAdjusted":
        if (e.points >= 0) w.credited += e.points
        else w.reversed -= e.points
        break
      case "PointsExpired":
        w.expired += e.points
        break
      default:
        throw new Error(`unexpected wallet event ${row.type}`)
    }
  }
  return new Map(
    [...sums].map(([key, { open, ...w }]) => {
      const provisional = [...open.values()].reduce((a, b) => a + b, 0)
      const balance = w.credited - w.reversed - w.debited + w.refunded - w.expired
      return [key, { ...w, provisional, balance, confirmed: balance - provisional }]
    })
  )
}

const readWallets = (s: Scenario): Map<string, WalletFigures> =>
  new Map(
    s.programme.db
      .prepare<[], WalletFigures & { key: string }>(
        "SELECT campaign_id || ':' || user_id AS key, credited, reversed, debited, refunded, expired, provisional, balance, confirmed FROM wallets"
      )
      .all()
      .map(({ key, ...w }) => [key, w])
  )

/** The wallet states the domain folds from the same events (what its decisions see). */
const domainWallets = (s: Scenario): Map<string, WalletState> => {
  const states = new Map<string, WalletState>()
  for (const row of walletEvents(s)) {
    const key = row.stream_id.slice("wallet-".length)
    const event = codec.decode(row.type, JSON.parse(row.data)) as WalletEvent
    states.set(key, Wallet.evolve(states.get(key) ?? Wallet.initialState, event))
  }
  return states
}
