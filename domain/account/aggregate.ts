import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { AccountApproved, AccountBlocked, AccountErased, AccountRegistered, AccountUnblocked, ProfileChanged, SignUpRejected, type AccountEvent } from "./events.ts"
import { evolve } from "./evolve.ts"
import { initialState, type AccountState } from "./state.ts"

export const Account: Aggregate<AccountState, AccountEvent> = {
  name: "account",
  initialState,
  evolve,
  events: [AccountRegistered, AccountApproved, AccountBlocked, AccountUnblocked, ProfileChanged, AccountErased, SignUpRejected],
  streamOf: (e) => `account-${e.userId}`
}

export const account = (userId: string) => streamRef(Account, userId)
