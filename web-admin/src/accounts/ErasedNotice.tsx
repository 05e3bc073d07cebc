import { Alert, AlertTitle } from "@mui/material"
import { useLocale, useRecordContext, useTranslate } from "react-admin"

/** An erased account's page says so and when (DESIGN §5.2); the fields beside it hold no personal data. */
export const ErasedNotice = () => {
  const record = useRecordContext<{ status?: string; erasedAt?: string | null }>()
  const translate = useTranslate()
  const locale = useLocale()
  if (record?.status !== "erased") return null
  const date = record.erasedAt ? new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" }).format(new Date(record.erasedAt)) : "—"
  return (
    <Alert severity="warning" sx={{ m: 2 }} data-testid="erased">
      <AlertTitle>{translate("vitrine.erased.title")}</AlertTitle>
      {translate("vitrine.erased.text", { date })}
    </Alert>
  )
}
