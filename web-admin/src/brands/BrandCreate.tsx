import { Create, required, SimpleForm, TextInput } from "react-admin"
import { codeId } from "../common/codeId.ts"

const BrandCreate = () => (
  <Create redirect="list" transform={(r: Record<string, unknown>) => ({ ...r, brandId: r["id"] })}>
    <SimpleForm>
      <TextInput source="id" validate={codeId} />
      <TextInput source="name" validate={required()} />
    </SimpleForm>
  </Create>
)
export default BrandCreate
