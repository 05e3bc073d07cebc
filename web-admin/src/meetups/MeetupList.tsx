import { Datagrid, List, NumberField, SearchInput, TextField } from "react-admin"
import { DateText } from "../common/Points.tsx"

/** Meetups, the latest first; a row opens its live check-in screen. */
const MeetupList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: "startsAtMs", order: "DESC" }} perPage={25}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="title" />
      <TextField source="country" />
      <DateText source="startsAt" />
      <TextField source="place" />
      <NumberField source="minLevel" />
      <NumberField source="capacity" />
      <NumberField source="checkIns" />
    </Datagrid>
  </List>
)
export default MeetupList
