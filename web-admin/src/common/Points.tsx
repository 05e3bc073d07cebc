import { Typography } from "@mui/material"
import { useRecordContext } from "react-admin"
import { useFormat } from "../format.ts"

/** A number in the console's locale, with thousands separators. */
export const NumberText = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext<Record<string, number>>()
  const f = useFormat()
  return <Typography variant="body2" component="span">{f.number(record?.[source])}</Typography>
}

/** A date (or date and time) in the console's locale. */
export const DateText = ({ source }: { source: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<Record<string, string>>()
  const f = useFormat()
  return <Typography variant="body2" component="span">{f.date(record?.[source])}</Typography>
}
