import type { KeyboardCoordinateGetter } from "@dnd-kit/core"
import { repeatGate } from "./touchConstants.ts"

const forward = ["ArrowRight", "ArrowDown"]
const backward = ["ArrowLeft", "ArrowUp"]

/**
 * The keyboard sensor's moves: an arrow takes the picked-up piece to the next (or previous) free
 * target in reading order, centred on it, instead of dnd-kit's default 25 px steps, so a keyboard
 * user reaches every gap in a few presses and never drops between two. A held arrow repeats its
 * jump at SPEC §9's 50 ms interval (one gate per board).
 */
export const jumpBetweenTargets = (moves = repeatGate()): KeyboardCoordinateGetter => (event, { context }) => {
  const step = forward.includes(event.code) ? 1 : backward.includes(event.code) ? -1 : 0
  const piece = context.collisionRect
  if (step === 0 || piece === null) return undefined
  event.preventDefault()
  if (!moves(event)) return undefined
  const targets = context.droppableContainers
    .getEnabled()
    .flatMap((c) => {
      const rect = context.droppableRects.get(c.id)
      return rect ? [{ id: c.id, rect }] : []
    })
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left)
  if (targets.length === 0) return undefined
  const at = targets.findIndex((t) => t.id === context.over?.id)
  const next = targets[at === -1 ? (step === 1 ? 0 : targets.length - 1) : (at + step + targets.length) % targets.length]!
  return { x: next.rect.left + next.rect.width / 2 - piece.width / 2, y: next.rect.top + next.rect.height / 2 - piece.height / 2 }
}
