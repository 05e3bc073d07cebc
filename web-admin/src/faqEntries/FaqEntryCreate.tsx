import { Create, required, SimpleForm, TextInput } from "react-admin"
import { FaqEntryFields } from "./FaqEntryForm.tsx"

/** A new question (AddFaqEntry) in a category. */
const FaqEntryCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <TextInput source="id" label="resources.faq-entries.fields.id" validate={required()} />
      <FaqEntryFields />
    </SimpleForm>
  </Create>
)
export default FaqEntryCreate
