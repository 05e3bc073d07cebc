import { BooleanField, Datagrid, List, SearchInput, SelectInput, TextField, TextInput } from "react-admin"
import { DateText } from "../common/Points.tsx"
import { kindChoices } from "./kinds.ts"

/** Every client's library, newest first, by category and by kind (SPEC §3's table). */
const LibraryFileList = () => (
  <List
    filters={[<SearchInput key="q" source="q" alwaysOn />, <TextInput key="category" source="category" />, <SelectInput key="kind" source="kind" choices={kindChoices} />]}
    sort={{ field: "addedAt", order: "DESC" }}
    perPage={25}
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="title" />
      <TextField source="category" />
      <TextField source="kind" />
      <TextField source="fileName" />
      <TextField source="clientName" />
      <BooleanField source="removed" />
      <DateText source="addedAt" />
    </Datagrid>
  </List>
)
export default LibraryFileList
