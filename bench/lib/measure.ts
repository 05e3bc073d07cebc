/** One timed round: how many units of work were done in how many seconds. */
export interface Round {
  readonly units: number
  readonly seconds: number
}

/**
 * Runs `round` several times and keeps the median rate. Rounds of the raw baseline and of the
 * store are interleaved by the caller, so both see the same machine weather.
 */
export const median = (rates: ReadonlyArray<number>): number => {
  const sorted = [...rates].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

export const timed = (units: number, work: () => void): Round => {
  const start = process.hrtime.bigint()
  work()
  return { units, seconds: Number(process.hrtime.bigint() - start) / 1e9 }
}

export const timedAsync = async (units: number, work: () => Promise<void>): Promise<Round> => {
  const start = process.hrtime.bigint()
  await work()
  return { units, seconds: Number(process.hrtime.bigint() - start) / 1e9 }
}

export const rate = (r: Round): number => r.units / r.seconds
