import { Datagrid, FunctionField, List, ListActions, NumberField, SearchInput, SelectInput, TextField, usePermissions, useTranslate } from "react-admin"
import { classStatuses, classTypes } from "./states.ts"

/** Classes of the admin's country; an instructor's list holds their own classes only (the API says so). */
const ClassList = () => {
  const translate = useTranslate()
  // Admins schedule classes; an instructor teaches the ones given to them.
  const { permissions } = usePermissions<{ role: string }>()
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="type" source="type" choices={classTypes.map((id) => ({ id, name: translate(`vitrine.classes.type_${id}`) }))} />,
    <SelectInput key="status" source="status" choices={classStatuses.map((id) => ({ id, name: translate(`vitrine.classes.status.${id}`) }))} />
  ]
  return (
    <List filters={filters} sort={{ field: "startsAtMs", order: "DESC" }} actions={<ListActions hasCreate={permissions?.role !== "instructor"} />}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="title" />
        <FunctionField source="type" render={(r: { type: string }) => translate(`vitrine.classes.type_${r.type}`)} />
        <TextField source="date" />
        <TextField source="startTime" />
        <TextField source="instructorName" />
        <NumberField source="subscribed" />
        <NumberField source="vacancy" />
        <FunctionField source="status" render={(r: { status: string }) => translate(`vitrine.classes.status.${r.status}`)} />
      </Datagrid>
    </List>
  )
}
export default ClassList
