import { Create, SimpleForm } from "react-admin"
import { RewardFields } from "./RewardForm.tsx"

// Optional fields left empty are not sent: ListReward takes them as absent, not as "".
const withoutEmpty = (r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== "" && v != null))

/** A new reward (ListReward): its id, details, stock and image. */
const RewardCreate = () => (
  <Create redirect="list" transform={withoutEmpty}>
    <SimpleForm>
      <RewardFields creating />
    </SimpleForm>
  </Create>
)
export default RewardCreate
