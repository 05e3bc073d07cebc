import type { CountryCode } from "../rules/countries.ts"
import type { Role } from "./events.ts"

export type AccountStatus = "awaiting_approval" | "approved" | "blocked" | "erased" | "rejected"

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
