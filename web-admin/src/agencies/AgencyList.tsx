import { Datagrid, List, SearchInput, TextField } from "react-admin"

/** Reference data: created here or by the operator CLI's import; the domain has no command that edits it. */
const AgencyList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: "id", order: "ASC" }}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="id" />
      <TextField source="name" />
    </Datagrid>
  </List>
)
export default AgencyList
