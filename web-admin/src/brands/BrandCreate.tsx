import { Create, required, SimpleForm, TextInput } from "react-admin"

const BrandCreate = () => (
  <Create redirect="list" transform={(r: Record<string, unknown>) => ({ ...r, brandId: r["id"] })}>
    <SimpleForm>
      <TextInput source="id" validate={required()} />
      <TextInput source="name" validate={required()} />
    </SimpleForm>
  </Create>
)
export default BrandCreate
