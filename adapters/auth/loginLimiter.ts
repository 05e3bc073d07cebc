/**
 * Failed logins per username and per address (DESIGN §5.1): past `limit` failures inside the
 * window, further attempts are refused until the oldest of them leaves the window. In memory:
 * one process owns the database, and a restart forgetting the counts costs an attacker 15 min.
 */
export const makeLoginLimiter = (options: { limit?: number; windowMs?: number; maxKeys?: number } = {}) => {
  const limit = options.limit ?? 5
  const windowMs = options.windowMs ?? 15 * 60 * 1000
  const maxKeys = options.maxKeys ?? 100_000
  const failures = new Map<string, Array<number>>()

  const recent = (key: string, now: number): Array<number> => {
    const list = (failures.get(key) ?? []).filter((t) => t > now - windowMs)
    if (list.length === 0) failures.delete(key)
    else failures.set(key, list)
    return list
  }

  return {
    /** Seconds to wait before trying again, or undefined when every key may try now. */
    retryAfter: (keys: ReadonlyArray<string>, now: number): number | undefined => {
      let wait = 0
      for (const key of keys) {
        const list = recent(key, now)
        if (list.length >= limit) wait = Math.max(wait, Math.ceil((list[list.length - limit]! + windowMs - now) / 1000))
      }
      return wait > 0 ? wait : undefined
    },
    fail: (keys: ReadonlyArray<string>, now: number): void => {
      // Bounded memory: under a flood of fresh usernames the oldest keys are forgotten first.
      while (failures.size >= maxKeys) failures.delete(failures.keys().next().value!)
      for (const key of keys) failures.set(key, [...recent(key, now), now])
    },
    forget: (key: string): void => void failures.delete(key)
  }
}
export type LoginLimiter = ReturnType<typeof makeLoginLimiter>

/**
 * The two budgets of failed logins (DESIGN §5.4): one per **account**, whichever name it is tried
 * under (its id and its e-mail are the same account), and a much larger one per address, which a
 * store's salespeople share on one Wi-Fi: five wrong passwords there used to lock every one of them.
 */
export const makeLoginLimits = (options: { perAccount?: number; perAddress?: number; windowMs?: number } = {}) => ({
  account: makeLoginLimiter({ limit: options.perAccount ?? 5, ...(options.windowMs ? { windowMs: options.windowMs } : {}) }),
  address: makeLoginLimiter({ limit: options.perAddress ?? 100, ...(options.windowMs ? { windowMs: options.windowMs } : {}) })
})
export type LoginLimits = ReturnType<typeof makeLoginLimits>
