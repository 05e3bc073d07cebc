import { Datagrid, List, SearchInput, TextField } from "react-admin"

/** Every course with its SENCE course code (empty: no SENCE) and the sessions started on it. */
const SenceCourseList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: "title", order: "ASC" }}>
    <Datagrid bulkActionButtons={false} rowClick="edit">
      <TextField source="id" />
      <TextField source="title" />
      <TextField source="status" />
      <TextField source="courseCode" emptyText="—" />
      <TextField source="sessions" />
    </Datagrid>
  </List>
)
export default SenceCourseList
