import { AutocompleteArrayInput, Create, ReferenceArrayInput, required, SimpleForm, TextInput } from "react-admin"
import { codeId } from "../common/codeId.ts"

/** An agency with the brands it sells (CreateAgency). */
const AgencyCreate = () => (
  <Create redirect="list" transform={(r: Record<string, unknown>) => ({ ...r, agencyId: r["id"], brandIds: r["brandIds"] ?? [] })}>
    <SimpleForm>
      <TextInput source="id" validate={codeId} />
      <TextInput source="name" validate={required()} />
      <ReferenceArrayInput source="brandIds" reference="brands" sort={{ field: "name", order: "ASC" }}>
        <AutocompleteArrayInput label="resources.agencies.fields.brandIds" optionText="name" sx={{ minWidth: 300 }} />
      </ReferenceArrayInput>
    </SimpleForm>
  </Create>
)
export default AgencyCreate
