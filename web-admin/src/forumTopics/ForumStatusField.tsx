import { Chip } from "@mui/material"
import { useRecordContext, useTranslate } from "react-admin"

const colors: Record<string, "default" | "success" | "error" | "warning"> = { open: "success", visible: "success", closed: "default", removed: "error", deleted: "warning" }

/** A topic's or post's standing (open, closed, removed, deleted, visible) as a translated chip. */
export const ForumStatusField = (_: { source?: string; label?: string }) => {
  const record = useRecordContext<{ status?: string }>()
  const translate = useTranslate()
  if (!record?.status) return null
  return <Chip size="small" variant="outlined" color={colors[record.status] ?? "default"} label={translate(`vitrine.forums.status.${record.status}`, { _: record.status })} />
}
