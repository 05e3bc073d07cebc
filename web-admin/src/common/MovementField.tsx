import { Typography } from "@mui/material"
import { useRecordContext, useTranslate } from "react-admin"

/** A statement line's movement (`credit.sale`, `expiry`, …) in words. */
export const MovementField = (_: { source?: string; label?: string }) => {
  const record = useRecordContext<{ kind?: string }>()
  const translate = useTranslate()
  if (!record?.kind) return null
  return <Typography variant="body2" component="span">{translate(`vitrine.movements.${record.kind.replace(".", "_")}`, { _: record.kind })}</Typography>
}
