import { Datagrid, List, NumberField, SearchInput, TextField } from "react-admin"
import { DateText } from "../common/Points.tsx"
import { ForumStatusField } from "./ForumStatusField.tsx"

/** The course forums' topics, the latest activity first; a row opens its moderation screen. */
const ForumTopicList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: "lastPostAt", order: "DESC" }} perPage={25}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="title" />
      <TextField source="courseTitle" />
      <TextField source="authorName" />
      <ForumStatusField source="status" />
      <NumberField source="replies" />
      <NumberField source="reports" />
      <DateText source="lastPostAt" />
    </Datagrid>
  </List>
)
export default ForumTopicList
