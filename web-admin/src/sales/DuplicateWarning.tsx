import { Alert, Link as MuiLink, Stack } from "@mui/material"
import { Link, useGetList, useRecordContext, useTranslate } from "react-admin"

/** A duplicate-flagged sale links the other claims with the same invoice number. */
export const DuplicateWarning = () => {
  const record = useRecordContext<{ id: string; duplicate?: boolean; invoiceNumber: string }>()
  const translate = useTranslate()
  const { data } = useGetList(
    "sales",
    { filter: { invoiceNumber: record?.invoiceNumber }, pagination: { page: 1, perPage: 10 }, sort: { field: "reportedAt", order: "ASC" } },
    { enabled: record?.duplicate === true }
  )
  if (!record?.duplicate) return null
  const others = (data ?? []).filter((s) => s.id !== record.id)
  return (
    <Alert severity="warning" data-testid="duplicate-warning">
      {translate("vitrine.sales.duplicate_warning", { invoice: record.invoiceNumber })}
      <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: "wrap" }}>
        {others.map((s) => (
          <MuiLink key={s.id} component={Link} to={`/sales/${encodeURIComponent(String(s.id))}/show`}>{`${s.id} (${s.userName ?? s.userId})`}</MuiLink>
        ))}
      </Stack>
    </Alert>
  )
}
