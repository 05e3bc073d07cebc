import { Schema } from "effect"

const S = Schema.String
const N = Schema.Number

export class ZeroAdjustment extends Schema.TaggedError<ZeroAdjustment>()("ZeroAdjustment", {}) {
  get code() { return "wallet.zero_adjustment" as const }
}
export class InsufficientBalance extends Schema.TaggedError<InsufficientBalance>()("InsufficientBalance", { balance: N, points: N }) {
  get code() { return "wallet.insufficient_balance" as const }
}
/** A reversal left the wallet negative: nothing is redeemed until new credits pay it back. */
export class WalletInDebt extends Schema.TaggedError<WalletInDebt>()("WalletInDebt", { balance: N }) {
  get code() { return "wallet.in_debt" as const }
}
export class RefundExceedsDebit extends Schema.TaggedError<RefundExceedsDebit>()("RefundExceedsDebit", { ref: S, refundable: N, points: N }) {
  get code() { return "wallet.refund_exceeds_debit" as const }
}
