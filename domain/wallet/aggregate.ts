import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { CreditConfirmed, CreditReversed, PointsAdjusted, PointsCorrected, PointsCredited, PointsDebited, PointsExpired, PointsRefunded, type WalletEvent } from "./events.ts"
import { evolve } from "./evolve.ts"
import { initialState, type WalletState } from "./state.ts"

export const Wallet: Aggregate<WalletState, WalletEvent> = {
  name: "wallet",
  initialState,
  evolve,
  events: [PointsCredited, CreditConfirmed, CreditReversed, PointsDebited, PointsRefunded, PointsAdjusted, PointsCorrected, PointsExpired],
  streamOf: (e) => `wallet-${e.campaignId}:${e.userId}`
}

/** One wallet per user per campaign. */
export const wallet = (campaignId: string, userId: string) => streamRef(Wallet, `${campaignId}:${userId}`)
