import { Datagrid, List, SearchInput, TextField } from "react-admin"

/** Reference data: created here or by the operator CLI's import; a row opens it, to read its history or edit it. */
const ProductList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: "id", order: "ASC" }}>
    <Datagrid bulkActionButtons={false} rowClick="show">
      <TextField source="sku" />
      <TextField source="productType" />
      <TextField source="brandName" />
      <TextField source="processor" />
      <TextField source="generation" />
      <TextField source="formFactor" />
    </Datagrid>
  </List>
)
export default ProductList
