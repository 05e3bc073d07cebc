import { Chip } from "@mui/material"
import { useRecordContext, useTranslate } from "react-admin"

const colors: Record<string, "default" | "success" | "error" | "warning" | "info"> = {
  draft: "info", published: "success", archived: "default", approved: "success", improved: "success",
  in_progress: "warning", not_started: "default", reproved: "error", blocked: "error", restarted: "warning", unenrolled: "default"
}

/** A course's or an enrolment's status as a translated chip (the learning statuses of SPEC §3). */
export const LearningStatus = (_: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<{ status?: string }>()
  const translate = useTranslate()
  if (!record?.status) return null
  return <Chip size="small" variant="outlined" color={colors[record.status] ?? "default"} label={translate(`vitrine.learning.status.${record.status}`, { _: record.status })} />
}
