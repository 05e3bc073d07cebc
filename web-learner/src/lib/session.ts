import { read, write } from "./storage.ts"

/** The tokens of the logged-in user (SPEC §4), kept encrypted; listeners re-render the app. */
export type Tokens = { accessToken: string; refreshToken: string | null }

const listeners = new Set<() => void>()
export const onSessionChange = (listener: () => void): (() => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const tokens = (): Tokens | undefined => read("session")
export const isLoggedIn = (): boolean => read("session") !== undefined

export const setTokens = (value: Tokens): void => {
  write("session", value)
  listeners.forEach((l) => l())
}

/** Logging out or a failed session: tokens and the user's session data go; language and consent stay. */
export const clearSession = (): void => {
  write("session", undefined)
  listeners.forEach((l) => l())
}
