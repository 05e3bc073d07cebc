import { AutocompleteInput, Edit, ReferenceInput, required, SimpleForm, TextInput } from "react-admin"

// The whole product as it should read (UpdateProduct): an attribute emptied here is cleared.
const ProductEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm>
      <TextInput source="sku" disabled />
      <TextInput source="productType" validate={required()} />
      <ReferenceInput source="brandId" reference="brands" sort={{ field: "name", order: "ASC" }}>
        <AutocompleteInput label="resources.products.fields.brandName" optionText="name" validate={required()} sx={{ minWidth: 260 }} />
      </ReferenceInput>
      <TextInput source="processor" />
      <TextInput source="generation" />
      <TextInput source="formFactor" />
    </SimpleForm>
  </Edit>
)
export default ProductEdit
