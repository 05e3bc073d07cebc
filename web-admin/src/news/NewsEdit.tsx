import { BooleanField, Edit, Labeled, SimpleForm, TopToolbar, useRecordContext } from "react-admin"
import { EventHistory } from "../common/EventHistory.tsx"
import { NewsActions } from "./NewsActions.tsx"
import { NewsFields } from "./NewsForm.tsx"

const History = () => {
  const record = useRecordContext<{ id: string }>()
  return record ? <EventHistory streamIds={[`news-${record.id}`]} /> : null
}

/** Edit an article (EditNews); publish or unpublish beside. */
const NewsEdit = () => (
  <Edit actions={<TopToolbar><NewsActions /></TopToolbar>} mutationMode="pessimistic">
    <SimpleForm>
      <Labeled><BooleanField source="published" /></Labeled>
      <NewsFields creating={false} />
      <History />
    </SimpleForm>
  </Edit>
)
export default NewsEdit
