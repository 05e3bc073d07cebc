import { Edit, minLength, required, SimpleForm, TextInput } from "react-admin"

// The server holds the same rule (sence.course_code_too_short); this says it before sending.
const SenceCourseEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <TextInput source="id" disabled />
      <TextInput source="title" disabled />
      <TextInput source="courseCode" validate={[required(), minLength(7)]} />
    </SimpleForm>
  </Edit>
)
export default SenceCourseEdit
