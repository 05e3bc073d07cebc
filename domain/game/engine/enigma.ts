import type { GameOf } from "../content.ts"
import { isLetter, normalize } from "../text.ts"
import type { Engine } from "./round.ts"

export interface EnigmaProgress {
  /** Letters tried (normalized), right or wrong. */
  readonly letters: ReadonlyArray<string>
  /** Tips opened: each shows its text and gives the answer's next hidden letter. */
  readonly tipsUsed: number
}

/** The answer's letters, normalized, in order (spaces and signs are shown as they are). */
export const enigmaLetters = (g: GameOf<"enigma">) => [...normalize(g.answer)].filter(isLetter)

/** The riddle is solved letter by letter: a letter not in the answer is an error; a tip is neither right nor wrong. */
export const enigma: Engine<GameOf<"enigma">, EnigmaProgress, { readonly letter: string } | { readonly tip: true }> = {
  start: () => ({ letters: [], tipsUsed: 0 }),
  move: (g, p, m) => {
    const answer = enigmaLetters(g)
    if ("tip" in m) {
      const hidden = answer.find((c) => !p.letters.includes(c))
      if (p.tipsUsed >= (g.tips ?? []).length || hidden === undefined) return undefined
      return { progress: { letters: [...p.letters, hidden], tipsUsed: p.tipsUsed + 1 }, right: null }
    }
    const letter = normalize(m.letter)
    if (letter.length !== 1 || !isLetter(letter) || p.letters.includes(letter)) return undefined
    return { progress: { ...p, letters: [...p.letters, letter] }, right: answer.includes(letter) }
  },
  finished: (g, p) => enigmaLetters(g).every((c) => p.letters.includes(c))
}
