import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import {
  CreditConfirmed,
  CreditReversed,
  PointsAdjusted,
  PointsCorrected,
  PointsCredited,
  PointsDebited,
  PointsExpired,
  PointsRefunded,
  type WalletEvent
} from "./events.ts"
import { evolve } from "./evolve.ts"

/** The running totals of one wallet; every figure users see derives from them. */
export interface WalletState {
  readonly credited: number
  readonly reversed: number
  readonly debited: number
  readonly refunded: number
  readonly expired: number
  /** Sale credits not yet audited. */
  readonly provisional: number
  /** Debited points per debit ref that may still be refunded. */
  readonly refundable: ReadonlyMap<string, number>
  readonly closed: boolean
}

export const initialState: WalletState = {
  credited: 0,
  reversed: 0,
  debited: 0,
  refunded: 0,
  expired: 0,
  provisional: 0,
  refundable: new Map(),
  closed: false
}

/** balance = credits − reversals − debits + refunds − expired (DESIGN §4.4). */
export const balanceOf = (w: WalletState): number => w.credited - w.reversed - w.debited + w.refunded - w.expired

/** confirmed = balance − provisional credits. */
export const confirmedOf = (w: WalletState): number => balanceOf(w) - w.provisional

export const Wallet: Aggregate<WalletState, WalletEvent> = {
  name: "wallet",
  initialState,
  evolve,
  events: [PointsCredited, CreditConfirmed, CreditReversed, PointsDebited, PointsRefunded, PointsAdjusted, PointsCorrected, PointsExpired],
  streamOf: (e) => `wallet-${e.campaignId}:${e.userId}`
}

/** One wallet per user per campaign. */
export const wallet = (campaignId: string, userId: string) => streamRef(Wallet, `${campaignId}:${userId}`)
