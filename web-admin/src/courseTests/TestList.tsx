import { Datagrid, List, NumberField, SearchInput, TextField } from "react-admin"

/** Tests and quizzes by their settings (the question bank is never listed: it holds the answers). */
const TestList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: "id", order: "ASC" }}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="id" />
      <TextField source="courseTitle" />
      <TextField source="activityId" />
      <TextField source="kind" />
      <NumberField source="passMark" />
      <NumberField source="maxAttempts" emptyText="∞" />
      <NumberField source="questionCount" />
    </Datagrid>
  </List>
)
export default TestList
