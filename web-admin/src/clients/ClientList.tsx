import { Datagrid, List, NumberField, SearchInput, TextField } from "react-admin"
import { FeatureChips } from "./FeatureChips.tsx"

const ClientList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: "name", order: "ASC" }}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="id" />
      <TextField source="name" />
      <TextField source="homeRoute" />
      <NumberField source="members" />
      <FeatureChips source="features" sortable={false} />
    </Datagrid>
  </List>
)
export default ClientList
