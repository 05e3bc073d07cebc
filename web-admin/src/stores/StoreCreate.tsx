import { AutocompleteInput, Create, ReferenceInput, required, SimpleForm, TextInput } from "react-admin"
import { codeId } from "../common/codeId.ts"
import { CountryInput, useDefaultCountry } from "../common/CountryInput.tsx"

/** A store of a chain of the same country (CreateStore). */
const StoreCreate = () => {
  const country = useDefaultCountry()
  return (
    <Create redirect="list" transform={(r: Record<string, unknown>) => ({ ...r, storeId: r["id"] })}>
      <SimpleForm defaultValues={{ country }}>
        <TextInput source="id" validate={codeId} />
        <TextInput source="name" validate={required()} />
        <ReferenceInput source="chainId" reference="chains" sort={{ field: "name", order: "ASC" }}>
          <AutocompleteInput label="resources.stores.fields.chainName" optionText="name" validate={required()} sx={{ minWidth: 260 }} />
        </ReferenceInput>
        <CountryInput />
        <TextInput source="city" validate={required()} />
      </SimpleForm>
    </Create>
  )
}
export default StoreCreate
