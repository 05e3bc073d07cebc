import type { GameOf } from "../content.ts"
import type { Engine } from "./round.ts"

/** Items placed on their targets so far; a wrong drop is an error and the item stays to be placed. */
export const dragDrop: Engine<GameOf<"drag_drop">, Readonly<Record<string, string>>, { readonly itemId: string; readonly targetId: string }> = {
  start: () => ({}),
  move: (g, p, m) => {
    const item = g.items.find((i) => i.itemId === m.itemId)
    if (item === undefined || m.itemId in p || !g.targets.some((t) => t.targetId === m.targetId)) return undefined
    const right = item.targetId === m.targetId
    return { progress: right ? { ...p, [m.itemId]: m.targetId } : p, right }
  },
  finished: (g, p) => g.items.every((i) => i.itemId in p)
}
