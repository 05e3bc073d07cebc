import { Typography } from "@mui/material"
import { NameTitle } from "../common/NameTitle.tsx"
import { ArrayField, Datagrid, Pagination, ReferenceManyField, Show, Tab, TabbedShowLayout, TextField, useRecordContext, useTranslate, WithRecord } from "react-admin"
import { EventHistory } from "../common/EventHistory.tsx"
import { DateText, NumberText } from "../common/Points.tsx"
import { StatusField } from "../common/StatusField.tsx"
import { useFormat } from "../format.ts"
import { CampaignActions } from "./CampaignActions.tsx"
import { EnrolStore } from "./EnrolStore.tsx"
import { ParticipantGrid } from "../participants/ParticipantList.tsx"

interface Campaign { levels: { creator: { reach: number; keep: number }; influencer: { reach: number; keep: number } }; categoryCaps: Record<string, number> }

const Rules = () => {
  const record = useRecordContext<Campaign>()
  const translate = useTranslate()
  const f = useFormat()
  if (!record) return null
  const caps = Object.entries(record.categoryCaps ?? {})
  return (
    <>
      <Typography variant="body2" data-testid="thresholds">
        {translate("vitrine.campaigns.levels_text", {
          creatorReach: f.number(record.levels.creator.reach), creatorKeep: f.number(record.levels.creator.keep),
          influencerReach: f.number(record.levels.influencer.reach), influencerKeep: f.number(record.levels.influencer.keep)
        })}
      </Typography>
      <Typography variant="body2">
        {caps.length === 0 ? translate("vitrine.campaigns.no_caps") : caps.map(([c, n]) => `${c}: ${f.number(n)}`).join(" · ")}
      </Typography>
    </>
  )
}

const CampaignShow = () => (
  <Show actions={<CampaignActions />} title={<NameTitle />}>
    <TabbedShowLayout>
      <Tab label="vitrine.campaigns.summary">
        <TextField source="name" />
        <TextField source="country" />
        <DateText source="begins" />
        <DateText source="ends" />
        <StatusField source="status" />
        <NumberText source="participantCount" />
        <Rules />
        <ArrayField source="pointsTable">
          <Datagrid bulkActionButtons={false} rowClick={false} data-testid="points-table">
            <TextField source="sku" label="resources.sales.fields.sku" />
            <NumberText source="pointsPerUnit" label="resources.sales.fields.pointsPerUnit" />
          </Datagrid>
        </ArrayField>
      </Tab>
      <Tab label="resources.campaigns.fields.storeCount" path="stores">
        <EnrolStore />
        <ReferenceManyField reference="stores" target="campaignId" label={false} sort={{ field: "name", order: "ASC" }} pagination={<Pagination />}>
          <Datagrid bulkActionButtons={false} rowClick={false} data-testid="campaign-stores">
            <TextField source="id" />
            <TextField source="name" />
            <TextField source="chainName" />
            <TextField source="city" />
          </Datagrid>
        </ReferenceManyField>
      </Tab>
      <Tab label="resources.campaigns.fields.participantCount" path="participants">
        <ReferenceManyField reference="participants" target="campaignId" label={false} sort={{ field: "registeredAt", order: "DESC" }} pagination={<Pagination />}>
          <ParticipantGrid campaign={false} />
        </ReferenceManyField>
      </Tab>
      <Tab label="vitrine.common.events" path="history">
        <WithRecord render={(r) => <EventHistory streamIds={[`campaign-${r.id}`]} />} />
      </Tab>
    </TabbedShowLayout>
  </Show>
)
export default CampaignShow
