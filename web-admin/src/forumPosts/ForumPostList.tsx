import { useMediaQuery, type Theme } from "@mui/material"
import { Datagrid, FunctionField, List, NumberField, SearchInput, SimpleList, TextField, useTranslate } from "react-admin"
import { DateText } from "../common/Points.tsx"
import { ForumStatusField } from "../forumTopics/ForumStatusField.tsx"
import { RemovePostButton } from "../forumTopics/RemovePostButton.tsx"

/**
 * The moderation queue: posts still shown, the most reported first; a row opens its topic (close,
 * reopen, history). Bodies are shown as text, never as HTML.
 */
interface Row { id: string; topicId: string; topicTitle: string | null; authorName: string | null; body: string; reports: number }
const short = (body: string) => (body.length > 140 ? `${body.slice(0, 140)}…` : body)
const topicOf = (r: Record<string, unknown>) => `/forum-topics/${encodeURIComponent(String(r["topicId"]))}/show`

const ForumPostList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  const translate = useTranslate()
  return (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} filterDefaultValues={{ status: "visible" }} sort={{ field: "reports", order: "DESC" }} perPage={25}>
    {phone ? (
      <SimpleList<Row>
        primaryText={(r) => r.topicTitle ?? r.topicId}
        secondaryText={(r) => `${r.authorName ?? ""} · ${short(r.body)}`}
        tertiaryText={(r) => `${translate("resources.forum-posts.fields.reports")}: ${r.reports}`}
        rowClick={(_, __, r) => topicOf(r)}
      />
    ) : (
    <Datagrid rowClick={(_, __, record) => topicOf(record)} bulkActionButtons={false}>
      <NumberField source="reports" />
      <TextField source="topicTitle" />
      <TextField source="authorName" />
      <FunctionField<{ body: string }> source="body" render={(r) => <span style={{ overflowWrap: "anywhere" }}>{short(r.body)}</span>} />
      <DateText source="lastReportedAt" />
      <ForumStatusField source="status" />
      <RemovePostButton />
    </Datagrid>
    )}
  </List>
  )
}
export default ForumPostList
