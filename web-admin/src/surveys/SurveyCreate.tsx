import { Create, SimpleForm } from "react-admin"
import { SurveyFields } from "./SurveyForm.tsx"

/** A new survey (SaveSurvey), saved unpublished; its creator owns it. */
const SurveyCreate = () => (
  <Create redirect="show">
    <SimpleForm defaultValues={{ type: "satisfaction", score: 0, mandatory: false, owners: [], permissions: [], clients: [], questions: [] }}>
      <SurveyFields creating />
    </SimpleForm>
  </Create>
)
export default SurveyCreate
