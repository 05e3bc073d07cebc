import { Datagrid, List, SearchInput, TextField } from "react-admin"

/** Reference data: created here or by the operator CLI's import; a row opens it, to read its history or edit it. */
const ChainList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: "id", order: "ASC" }}>
    <Datagrid bulkActionButtons={false} rowClick="show">
      <TextField source="id" />
      <TextField source="name" />
      <TextField source="country" />
      <TextField source="storeCount" />
    </Datagrid>
  </List>
)
export default ChainList
