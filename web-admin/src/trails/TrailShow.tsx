import { List as MuiList, ListItem, ListItemText } from "@mui/material"
import { Labeled, Show, Tab, TabbedShowLayout, TextField, useGetMany, useRecordContext, WithRecord } from "react-admin"
import { EventHistory } from "../common/EventHistory.tsx"

/** The trail's courses in their order, by title. */
const Courses = () => {
  const record = useRecordContext<{ courseIds: string[] }>()
  const { data } = useGetMany<{ id: string; title: string }>("courses", { ids: record?.courseIds ?? [] })
  const title = (id: string) => data?.find((c) => c.id === id)?.title ?? id
  return (
    <Labeled label="resources.trails.fields.courseIds">
      <MuiList dense component="ol" data-testid="trail-courses">
        {(record?.courseIds ?? []).map((id, i) => (
          <ListItem key={id} disableGutters><ListItemText primary={`${i + 1}. ${title(id)}`} /></ListItem>
        ))}
      </MuiList>
    </Labeled>
  )
}

const TrailShow = () => (
  <Show title={<WithRecord render={(r: { title?: string }) => <span>{r.title ?? ""}</span>} />}>
    <TabbedShowLayout>
      <Tab label="vitrine.learning.summary">
        <TextField source="id" />
        <TextField source="title" />
        <Courses />
      </Tab>
      <Tab label="vitrine.common.events" path="history">
        <WithRecord render={(r) => <EventHistory streamIds={[`trail-${r.id}`]} />} />
      </Tab>
    </TabbedShowLayout>
  </Show>
)
export default TrailShow
