import { fnv1a } from "../certificate/code.ts"

/** The seed of an attempt when the command names none: derived from its id, so a replay draws the same. */
export const seedOf = (attemptId: string): number => fnv1a(attemptId) | 0

/** mulberry32: a small pure PRNG; the same seed always yields the same sequence in [0, 1). */
export const prng = (seed: number): (() => number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** `count` distinct items of the bank, by a partial Fisher–Yates shuffle driven by the seed. */
export const draw = <A>(bank: ReadonlyArray<A>, count: number, seed: number): ReadonlyArray<A> => {
  const items = [...bank]
  const next = prng(seed)
  const n = Math.min(count, items.length)
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(next() * (items.length - i))
    const t = items[i]!
    items[i] = items[j]!
    items[j] = t
  }
  return items.slice(0, n)
}
