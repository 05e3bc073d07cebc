import { Create, minValue, NumberInput, required, SelectInput, SimpleForm, TextInput, useTranslate } from "react-admin"
import { CountryInput, useDefaultCountry } from "../common/CountryInput.tsx"

/** `datetime-local` has no offset: the admin's browser gives it, so the instant is the one they meant. */
const withOffset = (local: unknown): string => {
  const d = new Date(String(local))
  const minutes = -d.getTimezoneOffset()
  const sign = minutes >= 0 ? "+" : "-"
  const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, "0")
  return `${String(local).slice(0, 16)}:00${sign}${pad(minutes / 60)}:${pad(minutes % 60)}`
}

const toCommand = (r: Record<string, unknown>) => ({ ...r, meetupId: r.id, startsAt: withOffset(r.startsAt), endsAt: withOffset(r.endsAt) })

/** A meetup (CreateMeetup): a country admin creates it in their own country. */
const MeetupCreate = () => {
  const translate = useTranslate()
  const country = useDefaultCountry()
  return (
    <Create transform={toCommand} redirect="show">
      <SimpleForm defaultValues={{ country, minLevel: 2 }}>
        <TextInput source="id" label="resources.meetups.fields.id" validate={required()} helperText="vitrine.meetups.id_help" />
        <TextInput source="title" validate={required()} fullWidth />
        <CountryInput />
        <TextInput source="startsAt" type="datetime-local" validate={required()} />
        <TextInput source="endsAt" type="datetime-local" validate={required()} />
        <TextInput source="place" fullWidth />
        <SelectInput source="minLevel" choices={[1, 2, 3].map((id) => ({ id, name: translate(`vitrine.meetups.level_${id}`) }))} validate={required()} />
        <NumberInput source="capacity" validate={minValue(1)} />
      </SimpleForm>
    </Create>
  )
}
export default MeetupCreate
