import { Create, NumberInput, required, SelectInput, SimpleForm, TextInput } from "react-admin"
import { faqLanguages } from "./languages.ts"

/** A new FAQ category (CreateFaqCategory) in one language. */
const FaqCategoryCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <TextInput source="id" label="resources.faq-categories.fields.id" validate={required()} />
      <TextInput source="name" validate={required()} />
      <SelectInput source="language" choices={faqLanguages} defaultValue="pt-BR" validate={required()} />
      <NumberInput source="position" defaultValue={0} min={0} />
    </SimpleForm>
  </Create>
)
export default FaqCategoryCreate
