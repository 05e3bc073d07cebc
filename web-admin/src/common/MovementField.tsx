import { Typography } from "@mui/material"
import { useRecordContext, useTranslate, type TranslateFunction } from "react-admin"

/** A statement line's movement kind in words (the phone's list says it too). */
export const movementLabel = (translate: TranslateFunction, kind: string) => translate(`vitrine.movements.${kind.replace(".", "_")}`, { _: kind })

/** A statement line's movement (`credit.sale`, `expiry`, …) in words. */
export const MovementField = (_: { source?: string; label?: string }) => {
  const record = useRecordContext<{ kind?: string }>()
  const translate = useTranslate()
  if (!record?.kind) return null
  return <Typography variant="body2" component="span">{movementLabel(translate, record.kind)}</Typography>
}
