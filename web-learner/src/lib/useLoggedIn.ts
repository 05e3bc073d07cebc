import { useSyncExternalStore } from "react"
import { isLoggedIn, onSessionChange } from "./session.ts"

export const useLoggedIn = (): boolean => useSyncExternalStore(onSessionChange, isLoggedIn)
