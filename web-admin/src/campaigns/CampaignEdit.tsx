import { Edit, SaveButton, SimpleForm, TextField, Toolbar } from "react-admin"
import { PointsTableInput } from "./PointsTableInput.tsx"
import { NameTitle } from "../common/NameTitle.tsx"

/** A draft's points table (SetPointsTable): once open, corrections go through the replay page. */
const CampaignEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" title={<NameTitle />}>
    {/* Save only: a campaign is never deleted (the domain has no removal). */}
    <SimpleForm toolbar={<Toolbar><SaveButton /></Toolbar>}>
      <TextField source="name" />
      <PointsTableInput />
    </SimpleForm>
  </Edit>
)
export default CampaignEdit
