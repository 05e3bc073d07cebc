import { codeCooldownSeconds, cooldownLeft } from "../../domain/account/selfService.ts"

/**
 * When a code was last asked for, by what was asked (not by the account found, so the answer
 * is the same for an unknown one). In memory, as the login limits: one process owns the
 * database, and a restart forgetting them shortens one countdown.
 */
export const makeCooldowns = (maxKeys = 100_000) => {
  const sent = new Map<string, number>()
  return {
    /** Seconds left before `key` may send again (0: now). */
    left: (key: string, now: number): number => cooldownLeft(sent.get(key), now),
    start: (key: string, now: number): void => {
      if (sent.size >= maxKeys) sent.delete(sent.keys().next().value!)
      sent.delete(key)
      sent.set(key, now)
    },
    seconds: codeCooldownSeconds
  }
}
export type Cooldowns = ReturnType<typeof makeCooldowns>
