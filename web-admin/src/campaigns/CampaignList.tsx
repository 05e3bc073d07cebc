import { Datagrid, List, SearchInput, SelectInput, TextField, TextInput, usePermissions, useTranslate } from "react-admin"
import { DateText, NumberText } from "../common/Points.tsx"
import { StatusField } from "../common/StatusField.tsx"

const CampaignList = () => {
  const translate = useTranslate()
  const { permissions } = usePermissions<{ isSuperuser: boolean }>()
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={["draft", "open", "closed"].map((id) => ({ id, name: translate(`vitrine.status.${id}`) }))} />,
    ...(permissions?.isSuperuser ? [<TextInput key="country" source="country" />] : [])
  ]
  return (
    <List filters={filters} sort={{ field: "begins", order: "DESC" }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="country" />
        <DateText source="begins" />
        <DateText source="ends" />
        <NumberText source="storeCount" />
        <NumberText source="participantCount" />
        <StatusField source="status" />
      </Datagrid>
    </List>
  )
}
export default CampaignList
