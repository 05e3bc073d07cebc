import { Alert, Stack } from "@mui/material"
import { useTranslate } from "react-admin"
import type { ReplayWarning } from "../dataProvider.ts"
import { useFormat } from "../format.ts"

/** What to check in a corrected table before applying it (the API's warnings, one line each). */
export const ReplayWarnings = ({ warnings }: { warnings: ReplayWarning[] }) => {
  const translate = useTranslate()
  const f = useFormat()
  if (warnings.length === 0) return null
  return (
    <Stack spacing={1} data-testid="replay-warnings">
      {warnings.map((w) => (
        <Alert key={w.kind} severity="warning">
          {translate(`vitrine.replay_warnings.${w.kind}`, {
            _: w.kind,
            skus: (w.skus ?? []).join(", "),
            smart_count: w.sales ?? 0,
            sales: f.number(w.sales ?? 0),
            before: f.number(w.before ?? 0),
            after: f.number(w.after ?? 0)
          })}
        </Alert>
      ))}
    </Stack>
  )
}
