import { describe, expect, it } from "vitest"
import type { GameOf, GameType } from "../../../domain/game/content.ts"
import { engines, play, restart, startRound, type Round } from "../../../domain/game/engine/index.ts"
import { demoGame } from "../../../fixtures/demo/learning/games.ts"

// DESIGN §4.11 per game: given the demo's game, when the learner moves, then the round is won
// within the errors allowed, lost one error past them, and a restart starts over keeping the best score.

type MoveOf<T extends GameType> = Parameters<(typeof engines)[T]["move"]>[2]

const given = <T extends GameType>(type: T, game: GameOf<T> = demoGame(type).game) => {
  const engine = engines[type] as unknown as Parameters<typeof play<GameOf<T>, unknown, MoveOf<T>>>[0]
  return {
    game,
    when: (moves: ReadonlyArray<MoveOf<T>>, from: Round<unknown> = startRound(engine, game)) => moves.reduce((r, m) => play(engine, game, r, m), from),
    restart: (r: Round<unknown>) => restart(engine, game, r)
  }
}

/** The wrong moves, `n` of them, then the right ones: the shape of every test below. */
const cases: { [T in GameType]: { readonly right: ReadonlyArray<MoveOf<T>>; readonly wrong: ReadonlyArray<MoveOf<T>> } } = {
  true_false: {
    right: [{ id: "s1", answer: true }, { id: "s2", answer: false }, { id: "s3", answer: true }],
    wrong: [{ id: "s1", answer: false }, { id: "s2", answer: true }]
  },
  this_or_that: {
    right: [{ id: "i1", answer: "left" }, { id: "i2", answer: "right" }, { id: "i3", answer: "left" }, { id: "i4", answer: "right" }],
    wrong: [{ id: "i1", answer: "right" }, { id: "i2", answer: "left" }]
  },
  fill_blanks: {
    // Case, accents and spaces do not count; a second accepted answer is right too.
    right: [{ gap: 0, answer: "ram" }, { gap: 1, answer: "  Disco  Sólido " }, { gap: 2, answer: "NUCLEOS" }],
    wrong: [{ gap: 0, answer: "ROM" }, { gap: 0, answer: "HD" }, { gap: 1, answer: "CD" }]
  },
  flashcards: {
    right: [{ id: "c1", answer: true }, { id: "c2", answer: true }, { id: "c3", answer: true }],
    wrong: [{ id: "c1", answer: false }, { id: "c2", answer: false }]
  },
  find_pairs: {
    right: [{ cardId: "k1" }, { cardId: "k4" }, { cardId: "k2" }, { cardId: "k6" }, { cardId: "k3" }, { cardId: "k5" }],
    wrong: [{ cardId: "k1" }, { cardId: "k2" }, { cardId: "k3" }, { cardId: "k4" }, { cardId: "k5" }, { cardId: "k6" }]
  },
  enigma: {
    right: [{ letter: "B" }, { letter: "a" }, { letter: "t" }, { letter: "E" }, { letter: "r" }, { letter: "i" }],
    wrong: [{ letter: "x" }, { letter: "y" }, { letter: "z" }, { letter: "w" }]
  },
  drag_words: {
    right: [{ gap: 0, word: "144" }, { gap: 1, word: "IPS" }, { gap: 2, word: "1" }],
    wrong: [{ gap: 0, word: "60" }, { gap: 1, word: "TN" }]
  },
  drag_drop: {
    right: [{ itemId: "d1", targetId: "office" }, { itemId: "d2", targetId: "gaming" }, { itemId: "d3", targetId: "gaming" }, { itemId: "d4", targetId: "office" }],
    wrong: [{ itemId: "d1", targetId: "gaming" }, { itemId: "d2", targetId: "office" }]
  }
}

describe.each(Object.keys(cases) as Array<GameType>)("the %s game", (type) => {
  const { right, wrong } = cases[type] as { right: ReadonlyArray<MoveOf<GameType>>; wrong: ReadonlyArray<MoveOf<GameType>> }
  const g = given(type as GameType)
  const allowed = g.game.errorsAllowed!

  it("is won by the right moves, with a perfect score", () => {
    const r = g.when(right)
    expect(r).toMatchObject({ status: "won", errors: 0, score: 100, bestScore: 100 })
  })

  it("is lost by one error more than allowed, and then takes no move", () => {
    const r = g.when(wrong)
    expect(r.errors).toBe(allowed + 1)
    expect(r.status).toBe("lost")
    expect(g.when(right, r)).toEqual(r)
  })

  it("is still won with exactly the errors allowed", () => {
    // The wrong moves up to the allowance, then every right move (already answered ones change nothing).
    let almost = g.when([])
    for (const m of wrong) if (almost.errors < allowed) almost = g.when([m], almost)
    expect(almost).toMatchObject({ status: "playing", errors: allowed })
    const r = g.when(right, almost)
    expect(r.status).toBe("won")
    expect(r.errors).toBe(allowed)
    expect(r.score).toBeLessThan(100)
  })

  it("restarts a lost round from the start, the best score kept", () => {
    const won = g.when(right)
    const lost = g.when(wrong, g.restart(won))
    expect(lost).toMatchObject({ status: "lost", round: 2, bestScore: 100 })
    const again = g.restart(lost)
    expect(again).toMatchObject({ status: "playing", round: 3, errors: 0, right: 0, bestScore: 100 })
    expect(g.when(right, again).status).toBe("won")
  })
})

describe("games with no error limit", () => {
  it("never end before they are finished", () => {
    const g = given("true_false", { ...demoGame("true_false").game, errorsAllowed: null })
    const r = g.when([{ id: "s1", answer: false }, { id: "s2", answer: true }])
    expect(r.status).toBe("playing")
    expect(g.when([{ id: "s3", answer: true }], r)).toMatchObject({ status: "won", errors: 2, score: 33 })
  })
})

describe("the enigma's tips", () => {
  it("each reveal the answer's next hidden letter, neither right nor wrong, up to the tips there are", () => {
    const g = given("enigma")
    const r = g.when([{ tip: true }, { tip: true }, { tip: true }])
    expect(r.progress).toEqual({ letters: ["b", "a"], tipsUsed: 2 })
    expect(r).toMatchObject({ right: 0, errors: 0, status: "playing" })
  })
})
