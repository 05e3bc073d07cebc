import type { GameType } from "../content.ts"
import { dragDrop } from "./dragDrop.ts"
import { dragWords } from "./dragWords.ts"
import { enigma } from "./enigma.ts"
import { fillBlanks } from "./fillBlanks.ts"
import { findPairs } from "./findPairs.ts"
import { flashcards } from "./flashcards.ts"
import { thisOrThat } from "./thisOrThat.ts"
import { trueFalse } from "./trueFalse.ts"

export { play, restart, startRound, type Engine, type Round, type RoundStatus } from "./round.ts"
export { dragDrop, dragWords, enigma, fillBlanks, findPairs, flashcards, thisOrThat, trueFalse }

/** Every game's engine by its type (the players and the tests look them up here). */
export const engines = {
  drag_drop: dragDrop,
  drag_words: dragWords,
  find_pairs: findPairs,
  this_or_that: thisOrThat,
  fill_blanks: fillBlanks,
  true_false: trueFalse,
  flashcards,
  enigma
} as const satisfies Record<GameType, unknown>
