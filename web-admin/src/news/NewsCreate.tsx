import { Create, SimpleForm } from "react-admin"
import { NewsFields } from "./NewsForm.tsx"

// Optional fields left empty are not sent: DraftNews takes them as absent, not as "".
const withoutEmpty = (r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== "" && v != null))

/** A new article, as a draft (DraftNews): learners see it once it is published. */
const NewsCreate = () => (
  <Create redirect="edit" transform={withoutEmpty}>
    <SimpleForm>
      <NewsFields creating />
    </SimpleForm>
  </Create>
)
export default NewsCreate
