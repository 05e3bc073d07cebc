import { Typography } from "@mui/material"
import { useRecordContext, useTranslate } from "react-admin"
import { useFormat } from "../format.ts"

/** Whole years from a `YYYY-MM-DD` birthday to today (the calendar date, as the domain counts age). */
export const ageOn = (birthday: string, today: Date): number => {
  const [y, m, d] = birthday.split("-").map(Number) as [number, number, number]
  const before = today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)
  return today.getFullYear() - y - (before ? 1 : 0)
}

/**
 * The birthday (a calendar date: formatted in UTC, where it was parsed, so no zone moves its day) and the age it makes today: registration needs 18 or older (DESIGN §4.2), so the
 * queue shows it beside the document, an under-age sign-up in the error color.
 */
export const AgeField = (_: { label?: string }) => {
  const record = useRecordContext<{ birthday?: string }>()
  const translate = useTranslate()
  const f = useFormat()
  if (!record?.birthday) return <Typography variant="body2" component="span">—</Typography>
  const age = ageOn(record.birthday, new Date())
  return (
    <Typography variant="body2" component="span" color={age < 18 ? "error" : undefined} data-testid="sign-up-age">
      {translate("vitrine.context.age_text", { date: new Intl.DateTimeFormat(f.locale, { dateStyle: "short", timeZone: "UTC" }).format(new Date(record.birthday)), age: f.number(age) })}
    </Typography>
  )
}

/** On a phone: the name, then the document, the country and the age on a second line. */
export const PersonSummary = (_: { label?: string }) => {
  const record = useRecordContext<{ fullName?: string; document?: string; country?: string }>()
  if (!record) return null
  return (
    <>
      <Typography variant="body2">{record.fullName}</Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {record.document} · {record.country} · <AgeField />
      </Typography>
    </>
  )
}
