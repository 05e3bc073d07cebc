import { Datagrid, List, SearchInput, TextField } from "react-admin"

/** Every client company with its SENCE code (empty: no SENCE); a row opens the code's edit. */
const SenceClientList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: "name", order: "ASC" }}>
    <Datagrid bulkActionButtons={false} rowClick="edit">
      <TextField source="id" />
      <TextField source="name" />
      <TextField source="senceCode" emptyText="—" />
      <TextField source="members" />
    </Datagrid>
  </List>
)
export default SenceClientList
