import type { AccountEvent } from "./events.ts"
import type { AccountState } from "./state.ts"

export const evolve = (state: AccountState, event: AccountEvent): AccountState => {
  switch (event._tag) {
    case "AccountRegistered":
      return { exists: true, country: event.country, role: event.role, status: "awaiting_approval", approved: false }
    case "AccountApproved":
      return state.exists ? { ...state, status: "approved", approved: true } : state
    case "AccountBlocked":
      return state.exists ? { ...state, status: "blocked" } : state
    case "AccountUnblocked":
      return state.exists ? { ...state, status: state.approved ? "approved" : "awaiting_approval" } : state
    case "ProfileChanged":
      return state
    case "SignUpRejected":
      return state.exists ? { ...state, status: "rejected" } : state
    case "AccountErased":
      return state.exists ? { ...state, status: "erased" } : state
  }
}
