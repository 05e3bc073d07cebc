import { useMediaQuery, type Theme } from "@mui/material"
import { Datagrid, List, NumberField, SearchInput, SimpleList, TextField } from "react-admin"
import { DateText } from "../common/Points.tsx"
import { ForumStatusField } from "./ForumStatusField.tsx"

/** The course forums' topics, the latest activity first; a row opens its moderation screen. */
interface Row { id: string; title: string; courseTitle: string | null; authorName: string | null; replies: number }

const ForumTopicList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  return (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: "lastPostAt", order: "DESC" }} perPage={25}>
    {phone ? (
      <SimpleList<Row> primaryText={(r) => r.title} secondaryText={(r) => `${r.courseTitle ?? ""} · ${r.authorName ?? ""}`} rowClick="show" />
    ) : (
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="title" />
      <TextField source="courseTitle" />
      <TextField source="authorName" />
      <ForumStatusField source="status" />
      <NumberField source="replies" />
      <NumberField source="reports" />
      <DateText source="lastPostAt" />
    </Datagrid>
    )}
  </List>
  )
}
export default ForumTopicList
