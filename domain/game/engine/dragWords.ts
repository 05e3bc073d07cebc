import type { GameOf } from "../content.ts"
import { gapsOf } from "../text.ts"
import type { Engine } from "./round.ts"

/** The bank: every gap's word and the distractors, in a fixed order (alphabetical: no randomness here). */
export const wordBank = (g: GameOf<"drag_words">): ReadonlyArray<string> =>
  [...gapsOf(g.text).map((a) => a[0]!), ...(g.extraWords ?? [])].sort((a, b) => a.localeCompare(b))

/** A word dropped on a gap: right when it is the gap's word (its first answer); a wrong one goes back to the bank. */
export const dragWords: Engine<GameOf<"drag_words">, Readonly<Record<number, string>>, { readonly gap: number; readonly word: string }> = {
  start: () => ({}),
  move: (g, p, m) => {
    const answers = gapsOf(g.text)[m.gap]
    if (answers === undefined || m.gap in p) return undefined
    const right = answers[0] === m.word
    return { progress: right ? { ...p, [m.gap]: m.word } : p, right }
  },
  finished: (g, p) => gapsOf(g.text).every((_, i) => i in p)
}
