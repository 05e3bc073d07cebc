import { useMediaQuery, type Theme } from "@mui/material"
import {
  AutocompleteInput, ChipField, Datagrid, List, ReferenceArrayField, ReferenceField, ReferenceInput, SearchInput, SimpleList, SingleFieldList, TextField
} from "react-admin"
import { DateText } from "../common/Points.tsx"
import { useFormat } from "../format.ts"

/**
 * Who registered in which campaign (RegisterForCampaign), per campaign: the agency and stores
 * each chose. A row opens the participant's account, with its wallets and statement there.
 */
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="campaignId" source="campaignId" reference="campaigns" sort={{ field: "begins", order: "DESC" }} alwaysOn>
    <AutocompleteInput optionText="name" sx={{ minWidth: 240 }} />
  </ReferenceInput>
]

const accountOf = (record: Record<string, unknown>) => `/accounts/${encodeURIComponent(String(record["userId"]))}/show`

/** The participants of the list around it; on a phone a list of names and dates, the columns would not fit 360 px. */
export const ParticipantGrid = ({ campaign = true }: { campaign?: boolean }) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"))
  const f = useFormat()
  if (phone) {
    return (
      <SimpleList
        primaryText={(r) => String(r["userName"] ?? r["userId"])}
        secondaryText={(r) => f.date(String(r["registeredAt"]))}
        linkType={(r) => accountOf(r)}
      />
    )
  }
  return (
    <Datagrid bulkActionButtons={false} rowClick={(_, __, r) => accountOf(r)}>
      <TextField source="userName" />
      {campaign && <ReferenceField source="campaignId" reference="campaigns" link="show"><TextField source="name" /></ReferenceField>}
      <ReferenceField source="agencyId" reference="agencies" link={false}><TextField source="name" /></ReferenceField>
      <ReferenceArrayField source="storeIds" reference="stores" sortable={false}>
        <SingleFieldList linkType={false}><ChipField source="name" size="small" /></SingleFieldList>
      </ReferenceArrayField>
      <DateText source="registeredAt" />
    </Datagrid>
  )
}

const ParticipantList = () => (
  <List filters={filters} sort={{ field: "registeredAt", order: "DESC" }}>
    <ParticipantGrid />
  </List>
)
export default ParticipantList
