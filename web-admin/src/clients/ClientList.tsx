import { Datagrid, List, ListActions, NumberField, SearchInput, TextField, usePermissions } from "react-admin"
import { FeatureChips } from "./FeatureChips.tsx"

/** Every admin reads the client companies; only a superuser creates one (DESIGN §5.3). */
const Actions = () => <ListActions hasCreate={usePermissions<{ isSuperuser: boolean }>().permissions?.isSuperuser === true} />

const ClientList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: "name", order: "ASC" }} actions={<Actions />}>
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
