import fc from "fast-check"

/**
 * Random histories for the properties: initial levels and a sequence of actions, each of which
 * becomes one command — valid or not — against the small programme of `model.ts`. The weights
 * keep most commands plausible (the running campaign, registered learners, audits of sales that
 * await one) so that long histories reach level-ups, debts and closes.
 */

export const USERS = ["u1", "u2", "u3", "u4", "u5"] as const
export type CampaignId = "C1" | "C2"

export type Level = 1 | 2 | 3
export type Action =
  | { readonly kind: "advance"; readonly hours: number }
  | {
      readonly kind: "report"
      readonly user: string
      readonly otherCampaign: boolean
      readonly daysBack: number
      readonly store: string
      readonly invoice: string
      readonly lines: ReadonlyArray<{ sku: string; quantity: number }>
    }
  | { readonly kind: "approve" | "reprove"; readonly pick: number; readonly anySale: boolean }
  /** Approves the next sale counted by the user's pending level-up, or asks for the level-up when none is left. */
  | { readonly kind: "approveCounted"; readonly user: string }
  | { readonly kind: "adjust"; readonly user: string; readonly otherCampaign: boolean; readonly points: number }
  | { readonly kind: "debit" | "refund"; readonly user: string; readonly otherCampaign: boolean; readonly points: number; readonly ref: string }
  /** Debits all of the user's balance but `leave` points (boundaries: exact debits, tiny balances at close). */
  | { readonly kind: "debitAllBut"; readonly user: string; readonly leave: number }
  | { readonly kind: "close"; readonly campaign: CampaignId; readonly whenDue: boolean }
  | { readonly kind: "approveLevelUp" | "rejectLevelUp"; readonly user: string; readonly toLevel: 2 | 3 | "pending" }

/** Mostly the registered learners; u4 and u5 (registered nowhere) now and then. */
const user = fc.constantFrom("u1", "u1", "u1", "u2", "u2", "u2", "u3", "u3", "u4", "u5")
/** One time in ten: the campaign not running at the clock (usually refused), any sale rather than one awaiting audit. */
const rarely = fc.integer({ min: 0, max: 9 }).map((n) => n === 0)
const points = fc.oneof(fc.integer({ min: 1, max: 400 }), fc.constantFrom(1, 25, 250))
const quantity = fc.oneof({ arbitrary: fc.integer({ min: 1, max: 3 }), weight: 12 }, { arbitrary: fc.constantFrom(0, 999, 1000), weight: 1 })
const line = fc.record({
  sku: fc.oneof({ arbitrary: fc.constantFrom("NB-100", "DT-200", "MN-300"), weight: 15 }, { arbitrary: fc.constant("XX-1"), weight: 1 }),
  quantity
})
const lines = fc.oneof({ arbitrary: fc.array(line, { minLength: 1, maxLength: 2 }), weight: 15 }, { arbitrary: fc.constant([]), weight: 1 })

export const action: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant("advance" as const), hours: fc.integer({ min: 1, max: 24 * 8 }) }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant("report" as const),
      user,
      otherCampaign: rarely,
      daysBack: fc.oneof({ arbitrary: fc.integer({ min: 0, max: 15 }), weight: 8 }, { arbitrary: fc.constantFrom(-1, 16, 17), weight: 1 }),
      store: fc.constantFrom("st1", "st1", "st2"),
      invoice: fc.constantFrom("NF 1", "nf1", "NF-2", "NF-3", "NF-4", "NF-5", "NF-6"),
      lines
    }),
    weight: 14
  },
  { arbitrary: fc.record({ kind: fc.constantFrom("approve" as const, "reprove" as const), pick: fc.nat(50), anySale: rarely }), weight: 5 },
  { arbitrary: fc.record({ kind: fc.constant("adjust" as const), user, otherCampaign: rarely, points: fc.integer({ min: -300, max: 300 }) }), weight: 1 },
  {
    arbitrary: fc.record({ kind: fc.constantFrom("debit" as const, "refund" as const), user, otherCampaign: rarely, points, ref: fc.constantFrom("o1", "o2") }),
    weight: 3
  },
  { arbitrary: fc.record({ kind: fc.constant("debitAllBut" as const), user, leave: fc.integer({ min: 0, max: 2 }) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant("approveCounted" as const), user }), weight: 6 },
  {
    // C2's close ends all activity: rarer, so that most histories have a life after C1's.
    arbitrary: fc.record({ kind: fc.constant("close" as const), campaign: fc.constantFrom("C1" as const, "C1" as const, "C1" as const, "C2" as const), whenDue: fc.boolean() }),
    weight: 2
  },
  {
    arbitrary: fc.record({
      kind: fc.constantFrom("approveLevelUp" as const, "approveLevelUp" as const, "rejectLevelUp" as const),
      user,
      toLevel: fc.constantFrom(2 as const, 3 as const, "pending" as const, "pending" as const)
    }),
    weight: 3
  }
)

export interface Input {
  readonly levels: Readonly<Record<string, Level>>
  readonly actions: ReadonlyArray<Action>
}

export const input = (maxActions = 50): fc.Arbitrary<Input> =>
  fc.record({
    levels: fc.record(Object.fromEntries(USERS.map((u) => [u, fc.constantFrom<Level>(1, 1, 1, 2, 2, 3)]))),
    // "max": use the whole length range, so that long histories (level-ups, closes) are common.
    actions: fc.array(action, { minLength: 1, maxLength: maxActions, size: "max" })
  })
