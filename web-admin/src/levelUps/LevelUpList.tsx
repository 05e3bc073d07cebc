import { Datagrid, List, ReferenceField, SelectInput, TextField, useTranslate } from "react-admin"
import { DateText, NumberText } from "../common/Points.tsx"
import { StatusField } from "../common/StatusField.tsx"

const LevelUpList = () => {
  const translate = useTranslate()
  const filters = [
    <SelectInput key="status" source="status" alwaysOn choices={["pending", "approved", "rejected"].map((id) => ({ id, name: translate(`vitrine.status.${id}`) }))} />
  ]
  return (
    <List filters={filters} filterDefaultValues={{ status: "pending" }} sort={{ field: "requestedAt", order: "ASC" }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="userName" />
        <ReferenceField source="campaignId" reference="campaigns" link={false}><TextField source="name" /></ReferenceField>
        <NumberText source="toLevel" />
        <NumberText source="countedSales" />
        <NumberText source="unapprovedSales" />
        <DateText source="requestedAt" />
        <StatusField source="status" />
      </Datagrid>
    </List>
  )
}
export default LevelUpList
