import { AutocompleteInput, Edit, ReferenceInput, required, SimpleForm, TextInput, WithRecord } from "react-admin"

// A store keeps its country (what scopes it): it moves only to a chain of that country, so the picker offers those.
const StoreEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm>
      <TextInput source="id" disabled />
      <TextInput source="country" disabled />
      <TextInput source="name" validate={required()} />
      <WithRecord
        render={(r) => (
          <ReferenceInput source="chainId" reference="chains" filter={{ country: r["country"] }} sort={{ field: "name", order: "ASC" }}>
            <AutocompleteInput label="resources.stores.fields.chainName" optionText="name" validate={required()} sx={{ minWidth: 260 }} />
          </ReferenceInput>
        )}
      />
      <TextInput source="city" validate={required()} />
    </SimpleForm>
  </Edit>
)
export default StoreEdit
