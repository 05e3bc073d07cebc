import { Chip } from "@mui/material"
import { useRecordContext, useTranslate } from "react-admin"

/** A lounge's standing (open, closed) as a translated chip. */
export const LoungeStatusField = (_: { source?: string; label?: string }) => {
  const record = useRecordContext<{ status?: string }>()
  const translate = useTranslate()
  if (!record?.status) return null
  return <Chip size="small" variant="outlined" color={record.status === "open" ? "success" : "default"} label={translate(`vitrine.lounges.status.${record.status}`, { _: record.status })} />
}
