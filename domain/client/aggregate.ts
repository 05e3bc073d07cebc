import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { ClientCreated, ClientUpdated, UserAddedToClient, type ClientEvent } from "./events.ts"
import { evolve } from "./evolve.ts"
import { initialState, type ClientState } from "./state.ts"

/** One stream per client company: its creation and its members. */
export const Client: Aggregate<ClientState, ClientEvent> = {
  name: "client",
  initialState,
  evolve,
  events: [ClientCreated, ClientUpdated, UserAddedToClient],
  streamOf: (e) => `client-${e.clientId}`
}

export const client = (clientId: string) => streamRef(Client, clientId)
