import { Chip } from "@mui/material"
import { useRecordContext, useTranslate } from "react-admin"

const colors: Record<string, "default" | "success" | "error" | "warning"> = { completed: "success", passed: "success", failed: "error", incomplete: "warning" }

/** A SCORM status (1.2's lesson_status, 2004's completion or success) as a translated chip. */
export const ScormStatus = ({ source }: { source: "completion" | "success"; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<{ completion?: string; success?: string }>()
  const translate = useTranslate()
  const status = record?.[source]
  if (!status) return null
  return <Chip size="small" variant="outlined" color={colors[status] ?? "default"} label={statusText(translate, status)} sx={{ alignSelf: "flex-start" }} />
}

/** The standard's words ("not attempted") as the catalogue's keys. */
export const statusText = (translate: (key: string, options?: object) => string, status: string) => translate(`vitrine.scorm.status.${status.replace(/ /g, "_")}`, { _: status })
