import { Chip } from "@mui/material"
import { useRecordContext, useTranslate } from "react-admin"

const colors: Record<string, "default" | "success" | "info"> = { draft: "info", published: "success", unpublished: "default" }

/** A playlist's state (draft → published ⇄ unpublished) as a translated chip. */
export const ContentStatus = (_: { source?: string; label?: string }) => {
  const record = useRecordContext<{ status?: string }>()
  const translate = useTranslate()
  if (!record?.status) return null
  return <Chip size="small" variant="outlined" color={colors[record.status] ?? "default"} label={translate(`vitrine.content.status.${record.status}`, { _: record.status })} />
}
