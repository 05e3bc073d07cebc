import { AutocompleteInput, Create, ReferenceInput, required, SimpleForm, TextInput } from "react-admin"
import { codeId } from "../common/codeId.ts"

// Optional fields left empty are not sent: CreateProduct takes them as absent, not as "".
const withoutEmpty = (r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== "" && v != null))

/** A product of a brand, by SKU (CreateProduct): what a campaign's points table lists. */
const ProductCreate = () => (
  <Create redirect="list" transform={(r: Record<string, unknown>) => withoutEmpty({ ...r, id: r["sku"] })}>
    <SimpleForm>
      <TextInput source="sku" validate={codeId} />
      <TextInput source="productType" validate={required()} />
      <ReferenceInput source="brandId" reference="brands" sort={{ field: "name", order: "ASC" }}>
        <AutocompleteInput label="resources.products.fields.brandName" optionText="name" validate={required()} sx={{ minWidth: 260 }} />
      </ReferenceInput>
      <TextInput source="processor" />
      <TextInput source="generation" />
      <TextInput source="formFactor" />
    </SimpleForm>
  </Create>
)
export default ProductCreate
