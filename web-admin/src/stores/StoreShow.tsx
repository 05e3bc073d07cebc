import { EditButton, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar, WithRecord } from "react-admin"
import { EventHistory } from "../common/EventHistory.tsx"

const StoreShow = () => (
  <Show actions={<TopToolbar><EditButton /></TopToolbar>}>
    <SimpleShowLayout>
      <TextField source="id" />
      <TextField source="name" />
      <ReferenceField source="chainId" reference="chains" label="resources.stores.fields.chainName" link="show" />
      <TextField source="city" />
      <TextField source="country" />
      <WithRecord render={(r) => <EventHistory streamIds={[`store-${r.id}`]} />} />
    </SimpleShowLayout>
  </Show>
)
export default StoreShow
