import { useDraggable } from "@dnd-kit/core"

/** A piece to drag (a word, an item): a button that dnd-kit's sensors pick up. */
export const Piece = ({ id, label, disabled }: { id: string; label: string; disabled: boolean }) => {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id, data: { label }, disabled })
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={`drag-chip${isDragging ? " dragging" : ""}`}
      style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, position: "relative", zIndex: isDragging ? 3 : undefined }}
      {...attributes}
      {...listeners}
    >
      {label}
    </button>
  )
}
