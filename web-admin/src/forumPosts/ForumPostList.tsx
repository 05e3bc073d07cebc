import { Datagrid, FunctionField, List, NumberField, SearchInput, TextField } from "react-admin"
import { DateText } from "../common/Points.tsx"
import { ForumStatusField } from "../forumTopics/ForumStatusField.tsx"
import { RemovePostButton } from "../forumTopics/RemovePostButton.tsx"

/**
 * The moderation queue: posts still shown, the most reported first; a row opens its topic (close,
 * reopen, history). Bodies are shown as text, never as HTML.
 */
const ForumPostList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} filterDefaultValues={{ status: "visible" }} sort={{ field: "reports", order: "DESC" }} perPage={25}>
    <Datagrid rowClick={(_, __, record) => `/forum-topics/${encodeURIComponent(String(record.topicId))}/show`} bulkActionButtons={false}>
      <NumberField source="reports" />
      <TextField source="topicTitle" />
      <TextField source="authorName" />
      <FunctionField<{ body: string }> source="body" render={(r) => <span style={{ overflowWrap: "anywhere" }}>{r.body.length > 140 ? `${r.body.slice(0, 140)}…` : r.body}</span>} />
      <DateText source="lastReportedAt" />
      <ForumStatusField source="status" />
      <RemovePostButton />
    </Datagrid>
  </List>
)
export default ForumPostList
