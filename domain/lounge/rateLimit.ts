/** Lines (messages and questions together) a learner may write in the window. */
export const RATE_LIMIT = { lines: 5, windowMs: 10_000 } as const

/** When the learner may write again (epoch ms), or undefined if now. */
export const nextLineAt = (times: ReadonlyArray<number>, now: number): number | undefined => {
  const inWindow = times.filter((t) => t > now - RATE_LIMIT.windowMs)
  if (inWindow.length < RATE_LIMIT.lines) return undefined
  return inWindow[inWindow.length - RATE_LIMIT.lines]! + RATE_LIMIT.windowMs
}
