import { EditButton, Show, SimpleShowLayout, TextField, TopToolbar, WithRecord } from "react-admin"
import { EventHistory } from "../common/EventHistory.tsx"

const BrandShow = () => (
  <Show actions={<TopToolbar><EditButton /></TopToolbar>}>
    <SimpleShowLayout>
      <TextField source="id" />
      <TextField source="name" />
      <WithRecord render={(r) => <EventHistory streamIds={[`brand-${r.id}`]} />} />
    </SimpleShowLayout>
  </Show>
)
export default BrandShow
