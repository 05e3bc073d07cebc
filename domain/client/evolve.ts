import type { ClientEvent } from "./events.ts"
import type { ClientState } from "./state.ts"

export const evolve = (state: ClientState, event: ClientEvent): ClientState => {
  switch (event._tag) {
    case "ClientCreated":
      return { ...state, exists: true }
    case "ClientUpdated":
      return state
    case "UserAddedToClient":
      return { ...state, members: new Set([...state.members, event.userId]) }
  }
}
