import { Datagrid, Labeled, NumberField, Pagination, ReferenceManyField, Show, SimpleShowLayout, Tab, TabbedShowLayout, TextField, WithRecord } from "react-admin"
import { EventHistory } from "../common/EventHistory.tsx"
import { ContentStatus } from "./ContentStatus.tsx"
import { ListeningReport } from "./ListeningReport.tsx"
import { PlaylistActions } from "./PlaylistActions.tsx"

/** A playlist: its audios with how many listened and finished each, the listening report, and its history. */
const PlaylistShow = () => (
  <Show actions={<PlaylistActions />}>
    <TabbedShowLayout>
      <Tab label="vitrine.content.tab_audios">
        <SimpleShowLayout sx={{ p: 0 }}>
          <TextField source="title" />
          <TextField source="description" />
          <TextField source="clientName" />
          <ContentStatus source="status" />
          <NumberField source="totalSeconds" />
        </SimpleShowLayout>
        <Labeled label="vitrine.content.audios">
          <ReferenceManyField reference="podcast-audios" target="playlistId" sort={{ field: "position", order: "ASC" }} perPage={50} pagination={<Pagination />}>
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <TextField source="audioId" />
              <TextField source="title" />
              <NumberField source="durationSeconds" />
              <NumberField source="listeners" />
              <NumberField source="completions" />
            </Datagrid>
          </ReferenceManyField>
        </Labeled>
      </Tab>
      <Tab label="vitrine.content.tab_report" path="report">
        <ListeningReport />
      </Tab>
      <Tab label="vitrine.content.tab_history" path="history">
        <WithRecord render={(r) => <EventHistory streamIds={[`playlist-${r.id}`]} />} />
      </Tab>
    </TabbedShowLayout>
  </Show>
)
export default PlaylistShow
