import { Create, required, SimpleForm, TextInput } from "react-admin"
import { CountryInput, useDefaultCountry } from "../common/CountryInput.tsx"

/** `datetime-local` has no offset: the admin's browser gives it, so the instant is the one they meant. */
const withOffset = (local: unknown): string => {
  const d = new Date(String(local))
  const minutes = -d.getTimezoneOffset()
  const sign = minutes >= 0 ? "+" : "-"
  const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, "0")
  return `${String(local).slice(0, 16)}:00${sign}${pad(minutes / 60)}:${pad(minutes % 60)}`
}

const toCommand = (r: Record<string, unknown>) => ({ ...r, classId: r.id, startsAt: withOffset(r.startsAt) })

/** Opens a webinar's lounge (OpenLounge), keyed by the webinar's class id; a country admin opens it in their own country. */
const LoungeCreate = () => {
  const country = useDefaultCountry()
  return (
    <Create transform={toCommand} redirect="show">
      <SimpleForm defaultValues={{ country }}>
        <TextInput source="id" label="resources.lounges.fields.classId" validate={required()} helperText="vitrine.lounges.id_help" />
        <TextInput source="title" validate={required()} fullWidth />
        <TextInput source="streamUrl" type="url" validate={required()} fullWidth helperText="vitrine.lounges.stream_help" />
        <CountryInput />
        <TextInput source="startsAt" type="datetime-local" validate={required()} />
      </SimpleForm>
    </Create>
  )
}
export default LoungeCreate
