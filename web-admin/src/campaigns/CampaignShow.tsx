import { WithRecord, ArrayField, Datagrid, Show, SimpleShowLayout, TextField } from "react-admin"
import { DateText, NumberText } from "../common/Points.tsx"
import { StatusField } from "../common/StatusField.tsx"
import { EventHistory } from "../common/EventHistory.tsx"
import { CampaignActions } from "./CampaignActions.tsx"

const CampaignShow = () => (
  <Show actions={<CampaignActions />}>
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="country" />
      <DateText source="begins" />
      <DateText source="ends" />
      <StatusField source="status" />
      <NumberText source="storeCount" />
      <NumberText source="participantCount" />
      <ArrayField source="pointsTable">
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="sku" label="resources.sales.fields.sku" />
          <NumberText source="pointsPerUnit" label="resources.sales.fields.pointsPerUnit" />
        </Datagrid>
      </ArrayField>
      <WithRecord render={(r) => <EventHistory streamIds={[`campaign-${r.id}`]} />} />
    </SimpleShowLayout>
  </Show>
)
export default CampaignShow
