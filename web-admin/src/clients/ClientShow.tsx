import { EditButton, NumberField, Show, SimpleShowLayout, TextField, TopToolbar, usePermissions, WithRecord } from "react-admin"
import { EventHistory } from "../common/EventHistory.tsx"
import { FeatureChips } from "./FeatureChips.tsx"

// A client company's flags and password strength reach every country: superusers change them (DESIGN §5.3).
const Actions = () => <TopToolbar>{usePermissions<{ isSuperuser: boolean }>().permissions?.isSuperuser && <EditButton />}</TopToolbar>

const ClientShow = () => (
  <Show actions={<Actions />}>
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
