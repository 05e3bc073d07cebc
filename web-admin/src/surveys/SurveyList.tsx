import { BooleanField, Datagrid, FunctionField, List, NumberField, SearchInput, SelectInput, TextField, useTranslate } from "react-admin"
import { DateText } from "../common/Points.tsx"
import { surveyStatuses } from "./choices.ts"

/** Surveys, the last saved first; a row opens its answers. */
const SurveyList = () => {
  const translate = useTranslate()
  const statuses = surveyStatuses.map((id) => ({ id, name: translate(`vitrine.surveys.status_${id}`) }))
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={statuses} />]} sort={{ field: "savedAt", order: "DESC" }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="title" />
        <FunctionField source="status" render={(r: { status: string }) => translate(`vitrine.surveys.status_${r.status}`)} />
        <BooleanField source="mandatory" />
        <TextField source="startsOn" />
        <TextField source="endsOn" />
        <NumberField source="answers" />
        <DateText source="savedAt" />
      </Datagrid>
    </List>
  )
}
export default SurveyList
