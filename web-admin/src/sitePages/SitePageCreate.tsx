import { Create, regex, required, SimpleForm, TextInput } from "react-admin"
import { SitePageFields } from "./SitePageFields.tsx"

/** A new page (SaveSitePage); its id is its route (`register-pop-trade`, `hotsite-br-outono`). */
const SitePageCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <TextInput source="id" validate={[required(), regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)]} />
      <SitePageFields creating />
    </SimpleForm>
  </Create>
)
export default SitePageCreate
