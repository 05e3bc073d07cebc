import { Edit, NumberInput, required, SimpleForm, TextField, TextInput, Labeled, useRecordContext } from "react-admin"
import { EventHistory } from "../common/EventHistory.tsx"

const History = () => {
  const record = useRecordContext<{ id: string }>()
  return record ? <EventHistory streamIds={[`faq-category-${record.id}`]} /> : null
}

/** Rename or reorder a category (EditFaqCategory); its language stays. */
const FaqCategoryEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <Labeled><TextField source="language" /></Labeled>
      <TextInput source="name" validate={required()} />
      <NumberInput source="position" min={0} />
      <History />
    </SimpleForm>
  </Edit>
)
export default FaqCategoryEdit
