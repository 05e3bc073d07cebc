import { AutocompleteArrayInput, Edit, ReferenceArrayInput, required, SimpleForm, TextInput } from "react-admin"

const AgencyEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" transform={(r: Record<string, unknown>) => ({ ...r, brandIds: r["brandIds"] ?? [] })}>
    <SimpleForm>
      <TextInput source="id" disabled />
      <TextInput source="name" validate={required()} />
      <ReferenceArrayInput source="brandIds" reference="brands" sort={{ field: "name", order: "ASC" }}>
        <AutocompleteArrayInput label="resources.agencies.fields.brandIds" optionText="name" sx={{ minWidth: 300 }} />
      </ReferenceArrayInput>
    </SimpleForm>
  </Edit>
)
export default AgencyEdit
