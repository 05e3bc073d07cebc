import { Edit, SimpleForm, TopToolbar, useRecordContext } from "react-admin"
import { EventHistory } from "../common/EventHistory.tsx"
import { NumberText } from "../common/Points.tsx"
import { RewardActions } from "./RewardActions.tsx"
import { RewardFields } from "./RewardForm.tsx"

const History = () => {
  const record = useRecordContext<{ id: string }>()
  return record ? <EventHistory streamIds={[`reward-${record.id}`]} /> : null
}

/** Edit a reward's details (EditReward); restock and withdraw beside; stock moves only by restocks and orders. */
const RewardEdit = () => (
  <Edit actions={<TopToolbar><RewardActions /></TopToolbar>} mutationMode="pessimistic">
    <SimpleForm>
      <NumberText source="stock" />
      <NumberText source="ordered" />
      <RewardFields creating={false} />
      <History />
    </SimpleForm>
  </Edit>
)
export default RewardEdit
