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
