import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from "react-admin"
import { EventHistory } from "../common/EventHistory.tsx"
import { FaqEntryFields } from "./FaqEntryForm.tsx"

const History = () => {
  const record = useRecordContext<{ id: string }>()
  return record ? <EventHistory streamIds={[`faq-entry-${record.id}`]} /> : null
}

// Removal (RemoveFaqEntry) asks first: learners lose the answer at once.
const EntryToolbar = () => (
  <Toolbar sx={{ justifyContent: "space-between" }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
)

/** Edit a question (EditFaqEntry) or remove it. */
const FaqEntryEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<EntryToolbar />}>
      <FaqEntryFields />
      <History />
    </SimpleForm>
  </Edit>
)
export default FaqEntryEdit
