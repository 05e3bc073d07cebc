/**
 * One game's rules as a pure engine (DESIGN §4.11): its progress at the start, what a move does
 * to it, and when the game is finished. `right` is null for a move that is neither right nor wrong
 * (the enigma's tip); a move that changes nothing (an item already placed) answers undefined.
 */
export interface Engine<G, P, M> {
  readonly start: (game: G) => P
  readonly move: (game: G, progress: P, move: M) => { readonly progress: P; readonly right: boolean | null } | undefined
  readonly finished: (game: G, progress: P) => boolean
}

export type RoundStatus = "playing" | "won" | "lost"

export interface Round<P> {
  readonly status: RoundStatus
  readonly progress: P
  readonly right: number
  readonly errors: number
  /** 1 for the first round, one more at each restart. */
  readonly round: number
  /** Right moves over all scored moves, 0–100, rounded half up; kept across restarts as `bestScore`. */
  readonly score: number
  /** The best score of a won round, or null before the first win. */
  readonly bestScore: number | null
}

const scoreOf = (right: number, errors: number) => (right + errors === 0 ? 100 : Math.round((right / (right + errors)) * 100))

export const startRound = <G, P, M>(engine: Engine<G, P, M>, game: G, round = 1, bestScore: number | null = null): Round<P> => ({
  status: "playing",
  progress: engine.start(game),
  right: 0,
  errors: 0,
  round,
  score: 0,
  bestScore
})

/**
 * A move within a round: a wrong one past `errorsAllowed` ends the round (lost); finishing within
 * them wins it, which the player reports as the activity's completion. A finished round takes no move.
 */
export const play = <G extends { readonly errorsAllowed: number | null }, P, M>(engine: Engine<G, P, M>, game: G, r: Round<P>, m: M): Round<P> => {
  if (r.status !== "playing") return r
  const next = engine.move(game, r.progress, m)
  if (next === undefined) return r
  const right = r.right + (next.right === true ? 1 : 0)
  const errors = r.errors + (next.right === false ? 1 : 0)
  const score = scoreOf(right, errors)
  if (game.errorsAllowed !== null && errors > game.errorsAllowed) return { ...r, progress: next.progress, right, errors, score, status: "lost" }
  if (engine.finished(game, next.progress))
    return { ...r, progress: next.progress, right, errors, score, status: "won", bestScore: Math.max(score, r.bestScore ?? 0) }
  return { ...r, progress: next.progress, right, errors, score }
}

/** A new round from the start, the best score kept. */
export const restart = <G, P, M>(engine: Engine<G, P, M>, game: G, r: Round<P>): Round<P> => startRound(engine, game, r.round + 1, r.bestScore)
