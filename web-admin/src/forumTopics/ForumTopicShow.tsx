import { Alert } from "@mui/material"
import { Labeled, NumberField, ReferenceManyField, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from "react-admin"
import { DateText } from "../common/Points.tsx"
import { EventHistory } from "../common/EventHistory.tsx"
import { ForumStatusField } from "./ForumStatusField.tsx"
import { TopicPosts } from "./TopicPosts.tsx"
import { TopicActions } from "./TopicActions.tsx"

const History = () => {
  const record = useRecordContext<{ id: string }>()
  return record ? <EventHistory streamIds={[`forumTopic-${record.id}`]} /> : null
}

const BodyNote = () => {
  const translate = useTranslate()
  return <Alert severity="info" sx={{ mb: 1 }}>{translate("vitrine.forums.body_note")}</Alert>
}

/** A topic as its moderators see it: its standing, every post with its reports, close/reopen/remove, and its history. */
const ForumTopicShow = () => (
  <Show actions={<TopicActions />}>
    <SimpleShowLayout>
      <TextField source="title" />
      <TextField source="courseTitle" />
      <TextField source="authorName" />
      <TextField source="country" />
      <ForumStatusField source="status" />
      <DateText source="startedAt" />
      <NumberField source="replies" />
      <NumberField source="reports" />
      <Labeled label="vitrine.forums.posts" fullWidth>
        <>
          <BodyNote />
          <ReferenceManyField reference="forum-posts" target="topicId" sort={{ field: "postedAt", order: "ASC" }} perPage={100}>
            <TopicPosts />
          </ReferenceManyField>
        </>
      </Labeled>
      <History />
    </SimpleShowLayout>
  </Show>
)
export default ForumTopicShow
