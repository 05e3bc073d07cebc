import { ArrayInput, BooleanInput, NumberInput, required, minValue, SelectInput, SimpleFormIterator, TextInput, useTranslate } from "react-admin"
import { ActivitiesInput } from "./ActivitiesInput.tsx"
import { FileIdInput } from "./FileIdInput.tsx"

const tagsText = (v: unknown) => (Array.isArray(v) ? v.join(", ") : ((v as string | null | undefined) ?? ""))

/** CreateCourse's (and EditCourse's) catalogue fields, then the activities; a course's id never changes. */
export const CourseFields = ({ editing = false }: { editing?: boolean }) => {
  const translate = useTranslate()
  return (
    <>
      <TextInput source="id" label="resources.courses.fields.id" validate={required()} disabled={editing} />
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="description" multiline fullWidth />
      <TextInput source="category" />
      <TextInput source="tags" helperText="vitrine.learning.tags_help" format={tagsText} />
      <NumberInput source="workloadHours" validate={[required(), minValue(0)]} />
      <SelectInput source="enrolmentType" defaultValue="open" choices={["open", "assigned"].map((id) => ({ id, name: translate(`vitrine.learning.enrolment_${id}`) }))} />
      <BooleanInput source="mandatory" />
      <FileIdInput source="coverFileId" label="vitrine.learning.choose_cover" accept="image/*" />
      <ArrayInput source="supportMaterials">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="title" label="resources.courses.fields.materialTitle" validate={required()} />
          <FileIdInput source="fileId" label="vitrine.learning.choose_file" accept="*/*" />
        </SimpleFormIterator>
      </ArrayInput>
      <ActivitiesInput />
    </>
  )
}
