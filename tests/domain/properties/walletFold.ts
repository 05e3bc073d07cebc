import { codec } from "../../../domain/programme.ts"
import type { WalletEvent } from "../../../domain/wallet/events.ts"
import type { WalletState } from "../../../domain/wallet/state.ts"
import { Wallet } from "../../../domain/wallet/aggregate.ts"
import type { Scenario } from "../../support/scenario.ts"
import type { WalletFigures } from "./snapshot.ts"

/** Three views of every wallet of a history: an independent fold of its events, the read model, the domain's fold. */

interface Row {
  stream_id: string
  type: string
  data: string
}
const walletEvents = (s: Scenario) =>
  s.programme.db.prepare<[], Row>("SELECT stream_id, type, data FROM events WHERE stream_id LIKE 'wallet-%' ORDER BY position").all()

/** An independent fold of the wallet events: sums by kind, provisional credits by ref until audited. */
export const foldWallets = (s: Scenario): Map<string, WalletFigures> => {
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

export const readWallets = (s: Scenario): Map<string, WalletFigures> =>
  new Map(
    s.programme.db
      .prepare<[], WalletFigures & { key: string }>(
        "SELECT campaign_id || ':' || user_id AS key, credited, reversed, debited, refunded, expired, provisional, balance, confirmed FROM wallets"
      )
      .all()
      .map(({ key, ...w }) => [key, w])
  )

/** The wallet states the domain folds from the same events (what its decisions see). */
export const domainWallets = (s: Scenario): Map<string, WalletState> => {
  const states = new Map<string, WalletState>()
  for (const row of walletEvents(s)) {
    const key = row.stream_id.slice("wallet-".length)
    const event = codec.decode(row.type, JSON.parse(row.data)) as WalletEvent
    states.set(key, Wallet.evolve(states.get(key) ?? Wallet.initialState, event))
  }
  return states
}
