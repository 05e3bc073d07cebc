import { Datagrid, List, NumberField, SearchInput, SelectInput, TextField } from "react-admin"
import { DateText } from "../common/Points.tsx"
import { ContentStatus } from "./ContentStatus.tsx"

const statuses = ["draft", "published", "unpublished"].map((id) => ({ id, name: `vitrine.content.status.${id}` }))

/** Every client's playlists, the newest first; a row opens its audios and listening report. */
const PlaylistList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={statuses} />]} sort={{ field: "createdAt", order: "DESC" }} perPage={25}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="title" />
      <TextField source="clientName" />
      <ContentStatus source="status" />
      <NumberField source="audioCount" />
      <NumberField source="listeners" />
      <DateText source="createdAt" />
    </Datagrid>
  </List>
)
export default PlaylistList
