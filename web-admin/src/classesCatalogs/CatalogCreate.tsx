import { AutocompleteArrayInput, AutocompleteInput, Create, ReferenceArrayInput, ReferenceInput, required, SimpleForm, TextInput } from "react-admin"
import { codeId } from "../common/codeId.ts"

/** A presential catalog (CreateCatalog) of a client, holding presential courses, each once. */
const CatalogCreate = () => (
  <Create redirect="list" transform={(r: Record<string, unknown>) => ({ ...r, catalogId: r["id"] })}>
    <SimpleForm>
      <TextInput source="id" validate={codeId} />
      <ReferenceInput source="clientId" reference="clients" sort={{ field: "name", order: "ASC" }}>
        <AutocompleteInput label="resources.classes-catalogs.fields.clientId" optionText="name" validate={required()} sx={{ minWidth: 260 }} />
      </ReferenceInput>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="description" multiline fullWidth />
      <ReferenceArrayInput source="courseIds" reference="courses" sort={{ field: "title", order: "ASC" }}>
        <AutocompleteArrayInput label="resources.classes-catalogs.fields.courseIds" optionText="title" sx={{ minWidth: 260 }} />
      </ReferenceArrayInput>
    </SimpleForm>
  </Create>
)
export default CatalogCreate
