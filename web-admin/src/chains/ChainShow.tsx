import { Datagrid, EditButton, ReferenceManyField, Show, SimpleShowLayout, TextField, TopToolbar, WithRecord } from "react-admin"
import { EventHistory } from "../common/EventHistory.tsx"
import { NumberText } from "../common/Points.tsx"

const ChainShow = () => (
  <Show actions={<TopToolbar><EditButton /></TopToolbar>}>
    <SimpleShowLayout>
      <TextField source="id" />
      <TextField source="name" />
      <TextField source="country" />
      <NumberText source="storeCount" />
      <ReferenceManyField reference="stores" target="chainId" label="resources.chains.fields.storeCount" sort={{ field: "name", order: "ASC" }}>
        <Datagrid bulkActionButtons={false} rowClick="show">
          <TextField source="id" />
          <TextField source="name" />
          <TextField source="city" />
        </Datagrid>
      </ReferenceManyField>
      <WithRecord render={(r) => <EventHistory streamIds={[`chain-${r.id}`]} />} />
    </SimpleShowLayout>
  </Show>
)
export default ChainShow
