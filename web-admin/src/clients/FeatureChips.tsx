import { Chip, Stack } from "@mui/material"
import { useRecordContext, useTranslate } from "react-admin"

/** The flags switched on, as chips. */
export const FeatureChips = (_: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<{ features?: Record<string, boolean> }>()
  const translate = useTranslate()
  const on = Object.entries(record?.features ?? {}).filter(([, v]) => v).map(([k]) => k)
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: "wrap", gap: 0.5 }}>
      {on.map((k) => <Chip key={k} size="small" label={translate(`vitrine.features.${k}`, { _: k })} />)}
    </Stack>
  )
}
