import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { evolve } from "./evolve.ts"
import { ClientCreated, UserAddedToClient, type ClientEvent } from "./events.ts"

export interface ClientState {
  readonly exists: boolean
  /** Its members' ids: a user joins a client once. */
  readonly members: ReadonlySet<string>
}

export const initialState: ClientState = { exists: false, members: new Set() }

/** One stream per client company: its creation and its members. */
export const Client: Aggregate<ClientState, ClientEvent> = {
  name: "client",
  initialState,
  evolve,
  events: [ClientCreated, UserAddedToClient],
  streamOf: (e) => `client-${e.clientId}`
}

export const client = (clientId: string) => streamRef(Client, clientId)
