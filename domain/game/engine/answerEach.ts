import type { Engine } from "./round.ts"

/**
 * The games answered item by item, once each (true or false, this or that, flashcards): the
 * answer given is kept, right or wrong, and the game is finished once every item has one.
 */
export const answerEach = <G, A>(items: (g: G) => ReadonlyArray<{ readonly id: string; readonly answer: A }>): Engine<G, Readonly<Record<string, A>>, { readonly id: string; readonly answer: A }> => ({
  start: () => ({}),
  move: (g, p, m) => {
    const item = items(g).find((i) => i.id === m.id)
    if (item === undefined || m.id in p) return undefined
    return { progress: { ...p, [m.id]: m.answer }, right: item.answer === m.answer }
  },
  finished: (g, p) => items(g).every((i) => i.id in p)
})
