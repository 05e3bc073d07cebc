import { useDroppable } from "@dnd-kit/core"
import type { ReactNode } from "react"

/** A place to drop on (a gap, a target box); `className` gets `over` while a piece hovers it. */
export const Target = ({ id, label, disabled, className, as = "span", children }: { id: string; label: string; disabled: boolean; className: string; as?: "span" | "div"; children: ReactNode }) => {
  const { setNodeRef, isOver } = useDroppable({ id, data: { label }, disabled })
  const Tag = as
  return (
    <Tag ref={setNodeRef} className={`${className}${isOver ? " over" : ""}`}>
      {children}
    </Tag>
  )
}
