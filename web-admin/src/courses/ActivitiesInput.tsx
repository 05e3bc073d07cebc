import { ArrayInput, BooleanInput, FormDataConsumer, required, SelectInput, SimpleFormIterator, TextInput, useTranslate } from "react-admin"
import { activityTypes, typeLabel } from "./activityTypes.ts"
import { ContentInput } from "./content/ContentInput.tsx"

/**
 * A draft's activities in the order the learner takes them: the iterator's order is the
 * hierarchy order (its arrows reorder), each with its type, flags and the content its type plays.
 * The arrows and remove button stay shown (react-admin shows them on hover only), so a keyboard or
 * touch user can reorder too.
 */
export const ActivitiesInput = () => {
  const translate = useTranslate()
  const choices = Object.keys(activityTypes).map((id) => ({ id, name: typeLabel(translate, id) }))
  return (
    <ArrayInput source="activities" label="resources.courses.fields.activities" validate={required()}>
      <SimpleFormIterator fullWidth sx={{ "& .RaSimpleFormIterator-action": { visibility: "visible" } }}>
        <TextInput source="title" label="resources.courses.fields.activityTitle" validate={required()} />
        <SelectInput source="type" label="resources.courses.fields.activityType" choices={choices} validate={required()} />
        <BooleanInput source="mandatory" label="resources.courses.fields.activityMandatory" defaultValue={true} />
        <BooleanInput source="blocking" label="resources.courses.fields.activityBlocking" defaultValue={false} />
        <FormDataConsumer>{({ scopedFormData }) => <ContentInput type={(scopedFormData as { type?: string } | undefined)?.type} />}</FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  )
}
