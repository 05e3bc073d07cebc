import { Edit, required, SimpleForm, TextInput } from "react-admin"

// A chain's country never changes (its stores are of that country): only its name is edited.
const ChainEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm>
      <TextInput source="id" disabled />
      <TextInput source="country" disabled />
      <TextInput source="name" validate={required()} />
    </SimpleForm>
  </Edit>
)
export default ChainEdit
