import { Edit, SimpleForm, TopToolbar } from "react-admin"
import { PublishButtons } from "./PublishButtons.tsx"
import { SurveyFields } from "./SurveyForm.tsx"

/** Change a survey (SaveSurvey, by its owners: the server says `survey.not_owner` to others); publish or unpublish beside. */
const SurveyEdit = () => (
  <Edit actions={<TopToolbar><PublishButtons /></TopToolbar>} mutationMode="pessimistic" redirect="show">
    <SimpleForm>
      <SurveyFields creating={false} />
    </SimpleForm>
  </Edit>
)
export default SurveyEdit
