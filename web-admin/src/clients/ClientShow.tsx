import { EditButton, NumberField, Show, SimpleShowLayout, TextField, TopToolbar, WithRecord } from "react-admin"
import { EventHistory } from "../common/EventHistory.tsx"
import { FeatureChips } from "./FeatureChips.tsx"

const ClientShow = () => (
  <Show actions={<TopToolbar><EditButton /></TopToolbar>}>
    <SimpleShowLayout>
      <TextField source="id" />
      <TextField source="name" />
      <TextField source="homeRoute" />
      <TextField source="passwordStrength" />
      <NumberField source="members" />
      <FeatureChips source="features" />
      <WithRecord render={(r) => <EventHistory streamIds={[`client-${r.id}`]} />} />
    </SimpleShowLayout>
  </Show>
)
export default ClientShow
