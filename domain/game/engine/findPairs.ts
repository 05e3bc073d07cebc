import type { GameOf } from "../content.ts"
import type { Engine } from "./round.ts"

export interface PairsProgress {
  /** Cards found with their match. */
  readonly matched: ReadonlyArray<string>
  /** Cards face up: one waiting for its match, or the two of a miss (shown until the next turn). */
  readonly open: ReadonlyArray<string>
}

const pairOf = (g: GameOf<"find_pairs">, cardId: string) => g.cards.find((c) => c.cardId === cardId)?.pairId

/** A memory grid: turning a second card that is not the first's match is an error. */
export const findPairs: Engine<GameOf<"find_pairs">, PairsProgress, { readonly cardId: string }> = {
  start: () => ({ matched: [], open: [] }),
  move: (g, p, m) => {
    const pair = pairOf(g, m.cardId)
    if (pair === undefined || p.matched.includes(m.cardId)) return undefined
    const waiting = p.open.length === 1 ? p.open[0]! : undefined
    // No card waiting (none face up, or a miss still shown): this card starts a new turn.
    if (waiting === undefined) return { progress: { ...p, open: [m.cardId] }, right: null }
    if (waiting === m.cardId) return undefined
    return pairOf(g, waiting) === pair
      ? { progress: { matched: [...p.matched, waiting, m.cardId], open: [] }, right: true }
      : { progress: { ...p, open: [waiting, m.cardId] }, right: false }
  },
  finished: (g, p) => p.matched.length === g.cards.length
}
