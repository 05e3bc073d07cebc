import { Edit, minLength, required, SimpleForm, TextInput } from "react-admin"

// The server holds the same rule (sence.code_too_short); this says it before sending.
const SenceClientEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <TextInput source="id" disabled />
      <TextInput source="name" disabled />
      <TextInput source="senceCode" validate={[required(), minLength(10)]} />
    </SimpleForm>
  </Edit>
)
export default SenceClientEdit
