import type { GameOf } from "../content.ts"
import { gapsOf, normalize } from "../text.ts"
import type { Engine } from "./round.ts"

/** The gaps filled so far, by index; a wrong answer is an error and leaves its gap open. */
export type FillProgress = Readonly<Record<number, string>>

export const fillBlanks: Engine<GameOf<"fill_blanks">, FillProgress, { readonly gap: number; readonly answer: string }> = {
  start: () => ({}),
  move: (g, p, m) => {
    const answers = gapsOf(g.text)[m.gap]
    if (answers === undefined || m.gap in p || normalize(m.answer) === "") return undefined
    const right = answers.some((a) => normalize(a) === normalize(m.answer))
    return { progress: right ? { ...p, [m.gap]: m.answer } : p, right }
  },
  finished: (g, p) => gapsOf(g.text).every((_, i) => i in p)
}
