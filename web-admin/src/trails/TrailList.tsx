import { Datagrid, FunctionField, List, SearchInput, TextField } from "react-admin"

const filters = [<SearchInput key="q" source="q" alwaysOn />]

/** Trails: ordered lists of courses. */
const TrailList = () => (
  <List filters={filters} sort={{ field: "title", order: "ASC" }} perPage={25}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="title" />
      <FunctionField source="courseIds" sortable={false} render={(r: { courseIds: string[] }) => r.courseIds.length} />
    </Datagrid>
  </List>
)
export default TrailList
