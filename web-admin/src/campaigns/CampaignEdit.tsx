import { Edit, SimpleForm, TextField } from "react-admin"
import { PointsTableInput } from "./PointsTableInput.tsx"

/** A draft's points table (SetPointsTable): once open, corrections go through the replay page. */
const CampaignEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm>
      <TextField source="name" />
      <PointsTableInput />
    </SimpleForm>
  </Edit>
)
export default CampaignEdit
