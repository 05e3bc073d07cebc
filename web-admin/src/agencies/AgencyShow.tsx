import { ChipField, EditButton, ReferenceArrayField, Show, SimpleShowLayout, SingleFieldList, TextField, TopToolbar, WithRecord } from "react-admin"
import { EventHistory } from "../common/EventHistory.tsx"

const AgencyShow = () => (
  <Show actions={<TopToolbar><EditButton /></TopToolbar>}>
    <SimpleShowLayout>
      <TextField source="id" />
      <TextField source="name" />
      <ReferenceArrayField source="brandIds" reference="brands">
        <SingleFieldList linkType="show">
          <ChipField source="name" />
        </SingleFieldList>
      </ReferenceArrayField>
      <WithRecord render={(r) => <EventHistory streamIds={[`agency-${r.id}`]} />} />
    </SimpleShowLayout>
  </Show>
)
export default AgencyShow
