export interface ClientState {
  readonly exists: boolean
  /** Its members' ids: a user joins a client once. */
  readonly members: ReadonlySet<string>
}

export const initialState: ClientState = { exists: false, members: new Set() }
