import { Edit, SimpleForm, useRecordContext } from "react-admin"
import { EventHistory } from "../common/EventHistory.tsx"
import { SitePageFields } from "./SitePageFields.tsx"

const History = () => {
  const record = useRecordContext<{ id: string }>()
  return record ? <EventHistory streamIds={[`site-page-${record.id}`]} /> : null
}

/** Edit a page (SaveSitePage, the whole page); its kind stays. */
const SitePageEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <SitePageFields creating={false} />
      <History />
    </SimpleForm>
  </Edit>
)
export default SitePageEdit
