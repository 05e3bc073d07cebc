import { Edit, required, SimpleForm, TextInput } from "react-admin"

// Pessimistic, as every edit of reference data: the server may refuse it, so nothing shows as saved before it says so.
const BrandEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm>
      <TextInput source="id" disabled />
      <TextInput source="name" validate={required()} />
    </SimpleForm>
  </Edit>
)
export default BrandEdit
