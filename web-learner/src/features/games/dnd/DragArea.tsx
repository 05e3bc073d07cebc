import { DndContext, KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from "@dnd-kit/core"
import { useState, type ReactNode } from "react"
import { tg } from "../i18n/index.ts"
import { jumpBetweenTargets } from "./jumpBetweenTargets.ts"
import { touchConstants as touch } from "./touchConstants.ts"

/** What a piece or a target is called, for the screen reader (kept in dnd-kit's `data`). */
export interface Named {
  readonly label: string
}

const nameOf = (x: { data: { current?: Record<string, unknown> | undefined } } | null): string => String((x?.data.current as Named | undefined)?.label ?? "")

const announcements: Announcements = {
  onDragStart: ({ active }) => tg("dnd.pickedUp", { item: nameOf(active) }),
  onDragOver: ({ over }) => (over ? tg("dnd.over", { target: nameOf(over) }) : undefined),
  onDragEnd: ({ active, over }) => (over ? tg("dnd.dropped", { item: nameOf(active), target: nameOf(over) }) : tg("dnd.cancelled", { item: nameOf(active) })),
  onDragCancel: ({ active }) => tg("dnd.cancelled", { item: nameOf(active) })
}

/**
 * The drag games' board, on dnd-kit (README: dependencies): SPEC §9's touch constants — a mouse
 * drag starts after 5 px; on touch a long-press of 400 ms picks the piece up (moving more than
 * 5 px before is a scroll) —, and the keyboard sensor (Space or Enter picks up, arrows jump
 * between targets, a held arrow repeating every 50 ms; Space or Enter drops, Escape cancels), each
 * step said in the live region.
 */
export const DragArea = ({ onDrop, children }: { onDrop: (pieceId: string, targetId: string) => void; children: ReactNode }) => {
  const [coordinateGetter] = useState(() => jumpBetweenTargets())
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: touch.dragStartPx } }),
    useSensor(TouchSensor, { activationConstraint: { delay: touch.longPressMs, tolerance: touch.dragStartPx } }),
    useSensor(KeyboardSensor, { coordinateGetter })
  )
  const end = ({ active, over }: DragEndEvent) => {
    if (over) onDrop(String(active.id), String(over.id))
  }
  return (
    <DndContext sensors={sensors} onDragEnd={end} accessibility={{ announcements, screenReaderInstructions: { draggable: tg("dnd.instructions") } }}>
      {children}
    </DndContext>
  )
}
