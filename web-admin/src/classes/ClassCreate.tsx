import {
  AutocompleteInput,
  BooleanInput,
  Create,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate
} from "react-admin"
import { codeId } from "../common/codeId.ts"
import { CountryInput, useDefaultCountry } from "../common/CountryInput.tsx"
import { sessions, time, toScheduleClass, vacancy, validateClass } from "./classValidation.ts"
import { classTypes } from "./states.ts"

const frequencies = ["daily", "weekly", "monthly", "yearly"] as const

/**
 * A class (ScheduleClass, DESIGN §4.9): its date and times are the wall clock of its country's
 * zone, as its learners there read them; an admin schedules it in their own country.
 */
const ClassCreate = () => {
  const translate = useTranslate()
  const country = useDefaultCountry()
  return (
    <Create transform={toScheduleClass} redirect="show">
      <SimpleForm defaultValues={{ country, type: "webinar", inviteOnly: false }} validate={validateClass}>
        <TextInput source="id" validate={codeId} />
        <SelectInput source="type" choices={classTypes.map((id) => ({ id, name: translate(`vitrine.classes.type_${id}`) }))} validate={required()} />
        <TextInput source="title" validate={required()} fullWidth />
        <ReferenceInput source="clientId" reference="clients" sort={{ field: "name", order: "ASC" }}>
          <AutocompleteInput label="resources.classes.fields.clientId" optionText="name" validate={required()} sx={{ minWidth: 260 }} />
        </ReferenceInput>
        <CountryInput />
        <ReferenceInput source="courseId" reference="courses" sort={{ field: "title", order: "ASC" }}>
          <AutocompleteInput label="resources.classes.fields.courseId" optionText="title" helperText="vitrine.classes2.course_help" sx={{ minWidth: 260 }} />
        </ReferenceInput>
        <TextInput source="date" type="date" validate={required()} helperText="vitrine.classes2.zone_help" />
        <TextInput source="startTime" type="time" validate={time} />
        <TextInput source="endTime" type="time" validate={time} />
        <NumberInput source="vacancy" validate={vacancy} min={1} max={100_000} step={1} />
        <ReferenceInput source="instructorId" reference="accounts" filter={{ role: "instructor" }} sort={{ field: "fullName", order: "ASC" }}>
          <AutocompleteInput label="resources.classes.fields.instructorId" optionText="fullName" validate={required()} sx={{ minWidth: 260 }} />
        </ReferenceInput>
        <BooleanInput source="inviteOnly" helperText="vitrine.classes2.invite_only_help" />
        <TextInput source="model" />
        <TextInput source="address" fullWidth />
        <TextInput source="link" type="url" fullWidth />
        <SelectInput
          source="recurrence.freq"
          label="vitrine.classes2.recurrence_freq_label"
          choices={frequencies.map((id) => ({ id, name: translate(`vitrine.classes2.freq_${id}`) }))}
          emptyText="vitrine.classes2.no_recurrence"
        />
        <NumberInput source="recurrence.count" label="vitrine.classes2.recurrence_count_label" validate={sessions} min={2} max={366} step={1} />
      </SimpleForm>
    </Create>
  )
}
export default ClassCreate
