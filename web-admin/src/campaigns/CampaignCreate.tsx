import { Typography } from "@mui/material"
import {
  ArrayInput, Create, DateInput, minValue, NumberInput, required, SelectInput, SimpleForm, SimpleFormIterator, TextInput, usePermissions, useTranslate
} from "react-admin"
import { PointsTableInput } from "./PointsTableInput.tsx"

export { countries } from "../common/CountryInput.tsx"
import { countries } from "../common/CountryInput.tsx"

interface Draft {
  id: string
  categoryCaps?: Array<{ category: string; cap: number }>
  [field: string]: unknown
}

// The form edits category caps as rows; DraftCampaign takes them as {category: cap}.
const toCommand = ({ categoryCaps, ...draft }: Draft) => ({
  ...draft,
  campaignId: draft.id,
  categoryCaps: Object.fromEntries((categoryCaps ?? []).map((c) => [c.category, c.cap]))
})

const positive = [required(), minValue(1)]
const zeroOrMore = [required(), minValue(0)]

/** A draft campaign (DraftCampaign): dates, points table, level thresholds and category caps. */
const CampaignCreate = () => {
  const translate = useTranslate()
  const { permissions } = usePermissions<{ isSuperuser: boolean; country: string }>()
  const defaults = {
    country: permissions?.isSuperuser ? undefined : permissions?.country,
    pointsTable: [],
    levels: { creator: { reach: 1000, keep: 500 }, influencer: { reach: 3000, keep: 1500 } },
    categoryCaps: []
  }
  return (
    <Create transform={toCommand} redirect="show">
      <SimpleForm defaultValues={defaults}>
        <TextInput source="id" label="resources.campaigns.fields.id" validate={required()} helperText="vitrine.campaigns.id_help" />
        <TextInput source="name" validate={required()} fullWidth />
        <SelectInput source="country" choices={countries.map((id) => ({ id, name: id }))} validate={required()} disabled={!permissions?.isSuperuser} />
        <DateInput source="begins" validate={required()} />
        <DateInput source="ends" validate={required()} />
        <PointsTableInput />
        <Typography variant="subtitle2" component="h2">{translate("vitrine.campaigns.thresholds")}</Typography>
        <NumberInput source="levels.creator.reach" label="vitrine.campaigns.creator_reach" validate={positive} />
        <NumberInput source="levels.creator.keep" label="vitrine.campaigns.creator_keep" validate={zeroOrMore} />
        <NumberInput source="levels.influencer.reach" label="vitrine.campaigns.influencer_reach" validate={positive} />
        <NumberInput source="levels.influencer.keep" label="vitrine.campaigns.influencer_keep" validate={zeroOrMore} />
        <ArrayInput source="categoryCaps" label="resources.campaigns.fields.categoryCaps">
          <SimpleFormIterator inline disableReordering>
            <TextInput source="category" label="vitrine.campaigns.category" validate={required()} />
            <NumberInput source="cap" label="vitrine.campaigns.cap" validate={zeroOrMore} />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </Create>
  )
}
export default CampaignCreate
