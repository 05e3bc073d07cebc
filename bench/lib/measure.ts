/** One timed round: how many units of work were done in how many seconds. */
export interface Round {
  readonly units: number
  readonly seconds: number
}

/** The middle rate of a figure's rounds: one slow round (another process, a GC) does not move it. */
export const median = (rates: ReadonlyArray<number>): number => {
  const sorted = [...rates].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

export const timed = (units: number, work: () => void): Round => {
  const start = process.hrtime.bigint()
  work()
  return { units, seconds: Number(process.hrtime.bigint() - start) / 1e9 }
}

export const rate = (r: Round): number => r.units / r.seconds
