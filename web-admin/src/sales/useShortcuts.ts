import { useCallback, useSyncExternalStore } from "react"

// Kept in localStorage, not react-admin's store: logging out resets that store, and a person who
// turned the shortcuts off (a speech-input user, WCAG 2.1.4) must not find them on again next time.
const key = "vitrine-admin-shortcuts"
const listeners = new Set<() => void>()
const read = () => localStorage.getItem(key) !== "off"

/** Whether the audit screen's single-key shortcuts are on (the default), and the switch. */
export const useShortcuts = (): readonly [boolean, (on: boolean) => void] => {
  const on = useSyncExternalStore((l) => (listeners.add(l), () => void listeners.delete(l)), read)
  const set = useCallback((value: boolean) => {
    localStorage.setItem(key, value ? "on" : "off")
    for (const l of listeners) l()
  }, [])
  return [on, set] as const
}
