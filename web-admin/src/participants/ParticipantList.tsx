import { AutocompleteInput, ChipField, Datagrid, List, ReferenceArrayField, ReferenceField, ReferenceInput, SearchInput, SingleFieldList, TextField } from "react-admin"
import { DateText } from "../common/Points.tsx"

/**
 * Who registered in which campaign (RegisterForCampaign), per campaign: the agency, brands and
 * stores each chose. A row opens the participant's account, with its wallet and statement there.
 */
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="campaignId" source="campaignId" reference="campaigns" sort={{ field: "begins", order: "DESC" }} alwaysOn>
    <AutocompleteInput optionText="name" sx={{ minWidth: 260 }} />
  </ReferenceInput>
]

export const ParticipantGrid = ({ campaign = true }: { campaign?: boolean }) => (
  <Datagrid bulkActionButtons={false} rowClick={(_, __, r) => `/accounts/${encodeURIComponent(String(r["userId"]))}/show`}>
    <TextField source="userName" />
    {campaign && <ReferenceField source="campaignId" reference="campaigns" link="show"><TextField source="name" /></ReferenceField>}
    <ReferenceField source="agencyId" reference="agencies" link={false}><TextField source="name" /></ReferenceField>
    <ReferenceArrayField source="storeIds" reference="stores" sortable={false}>
      <SingleFieldList linkType={false}><ChipField source="name" size="small" /></SingleFieldList>
    </ReferenceArrayField>
    <DateText source="registeredAt" />
  </Datagrid>
)

const ParticipantList = () => (
  <List filters={filters} sort={{ field: "registeredAt", order: "DESC" }}>
    <ParticipantGrid />
  </List>
)
export default ParticipantList
