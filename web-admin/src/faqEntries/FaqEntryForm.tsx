import { NumberInput, ReferenceInput, required, SelectInput, TextInput } from "react-admin"

/** A question's fields: its category (any language's), the question, the answer and its order. */
export const FaqEntryFields = () => (
  <>
    <ReferenceInput source="categoryId" reference="faq-categories" sort={{ field: "position", order: "ASC" }} perPage={100}>
      <SelectInput optionText={(c: { name: string; language: string }) => `${c.name} (${c.language})`} validate={required()} />
    </ReferenceInput>
    <TextInput source="question" validate={required()} fullWidth />
    <TextInput source="answer" validate={required()} multiline minRows={4} fullWidth />
    <NumberInput source="position" defaultValue={0} min={0} />
  </>
)
