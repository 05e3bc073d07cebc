import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { balanceOf, confirmedOf } from "../../../domain/wallet/state.ts"
import type { Step } from "../../support/scenario.ts"
import { input, type Input } from "./arbitraries.ts"
import { run, type Observed } from "./model.ts"
import { walletKey } from "./snapshot.ts"
import { domainWallets, foldWallets, readWallets } from "./walletFold.ts"

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
    }, 100) // a balance of a few points at close is rare (~1 history in 20): enough runs to meet one
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
