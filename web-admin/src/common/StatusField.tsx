import { Chip } from "@mui/material"
import { useRecordContext, useTranslate } from "react-admin"

const colors: Record<string, "default" | "success" | "error" | "warning" | "info"> = {
  approved: "success", reproved: "error", rejected: "error", blocked: "error",
  awaiting_approval: "warning", pending: "warning", open: "success", draft: "info", closed: "default"
}

/** A record's status as a translated chip. */
export const StatusField = (_: { source?: string; label?: string }) => {
  const record = useRecordContext<{ status?: string }>()
  const translate = useTranslate()
  if (!record?.status) return null
  return <Chip size="small" variant="outlined" color={colors[record.status] ?? "default"} label={translate(`vitrine.status.${record.status}`, { _: record.status })} />
}
