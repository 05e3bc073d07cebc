import type { WalletEvent } from "./events.ts"
import type { WalletState } from "./state.ts"

export const evolve = (w: WalletState, e: WalletEvent): WalletState => {
  switch (e._tag) {
    case "PointsCredited":
      return { ...w, credited: w.credited + e.points, provisional: e.provisional ? w.provisional + e.points : w.provisional }
    case "CreditConfirmed":
      return { ...w, provisional: w.provisional - e.points }
    case "CreditReversed":
      return { ...w, reversed: w.reversed + e.points, provisional: w.provisional - e.points }
    case "PointsDebited":
      // Several debits may share a ref (one order paid in steps): each adds to what may come back.
      return { ...w, debited: w.debited + e.points, refundable: new Map(w.refundable).set(e.ref, (w.refundable.get(e.ref) ?? 0) + e.points) }
    case "PointsRefunded": {
      const refundable = new Map(w.refundable)
      const left = (refundable.get(e.ref) ?? 0) - e.points
      if (left > 0) refundable.set(e.ref, left)
      else refundable.delete(e.ref)
      return { ...w, refunded: w.refunded + e.points, refundable }
    }
    case "PointsAdjusted":
      return e.points >= 0 ? { ...w, credited: w.credited + e.points } : { ...w, reversed: w.reversed - e.points }
    case "PointsCorrected": {
      const moved = e.points >= 0 ? { ...w, credited: w.credited + e.points } : { ...w, reversed: w.reversed - e.points }
      return { ...moved, expired: w.expired + e.expired }
    }
    case "PointsExpired":
      return { ...w, expired: w.expired + e.points, closed: true }
  }
}
