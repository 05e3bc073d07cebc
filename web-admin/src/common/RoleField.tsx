import { useRecordContext, useTranslate } from "react-admin"
import { Typography } from "@mui/material"

/** An account's role in the console's language ("Vendedor", not `learner`). */
export const RoleField = (_: { source?: string; label?: string }) => {
  const record = useRecordContext<{ role?: string }>()
  const translate = useTranslate()
  if (!record?.role) return null
  return <Typography variant="body2" component="span">{translate(`vitrine.roles.${record.role}`, { _: record.role })}</Typography>
}
