import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import type { CountryCode } from "../rules/countries.ts"
import { AccountApproved, AccountBlocked, AccountRegistered, AccountUnblocked, type AccountEvent, type Role } from "./events.ts"

export type AccountStatus = "awaiting_approval" | "approved" | "blocked"

export type AccountState =
  | { readonly exists: false }
  | {
      readonly exists: true
      readonly country: CountryCode
      readonly role: Role
      readonly status: AccountStatus
      /** Whether it was approved before a block: unblocking returns it there. */
      readonly approved: boolean
    }

export const initialState: AccountState = { exists: false }
import { evolve } from "./evolve.ts"

export const Account: Aggregate<AccountState, AccountEvent> = {
  name: "account",
  initialState,
  evolve,
  events: [AccountRegistered, AccountApproved, AccountBlocked, AccountUnblocked],
  streamOf: (e) => `account-${e.userId}`
}

export const account = (userId: string) => streamRef(Account, userId)
