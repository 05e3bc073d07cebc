import { RoleField } from "../common/RoleField.tsx"
import { Datagrid, List, SearchInput, SelectInput, TextField, TextInput, usePermissions, useTranslate } from "react-admin"
import { DateText, NumberText } from "../common/Points.tsx"
import { StatusField } from "../common/StatusField.tsx"

/** Accounts of the admin's country; a superuser may narrow to one country. */
const AccountList = () => {
  const translate = useTranslate()
  const { permissions } = usePermissions<{ isSuperuser: boolean }>()
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={["awaiting_approval", "approved", "blocked", "erased"].map((id) => ({ id, name: translate(`vitrine.status.${id}`) }))} />,
    <SelectInput key="role" source="role" choices={["learner", "admin", "auditor"].map((id) => ({ id, name: translate(`vitrine.roles.${id}`) }))} />,
    ...(permissions?.isSuperuser ? [<TextInput key="country" source="country" />] : [])
  ]
  return (
    <List filters={filters} sort={{ field: "registeredAt", order: "DESC" }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="fullName" />
        <TextField source="country" />
        <RoleField source="role" />
        <NumberText source="level" />
        <NumberText source="totalXp" />
        <DateText source="registeredAt" />
        <StatusField source="status" />
      </Datagrid>
    </List>
  )
}
export default AccountList
