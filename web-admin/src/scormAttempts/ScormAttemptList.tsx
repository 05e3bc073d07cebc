import { useMediaQuery, type Theme } from "@mui/material"
import { AutocompleteInput, Datagrid, FunctionField, List, NumberField, ReferenceInput, SearchInput, SimpleList, TextField, TextInput, useTranslate } from "react-admin"
import { DateText } from "../common/Points.tsx"
import { ScormStatus, statusText } from "./ScormStatus.tsx"
import { totalTime } from "./totalTime.ts"

interface Row { id: string; courseTitle?: string; activityId: string; userName?: string; userId: string; completion: string; success: string; score: number | null; totalSeconds: number }

/**
 * Learners' SCORM attempts, one per learner and activity: where each stands by the package's own
 * statuses, filtered by course and learner. A country admin sees their country's learners (the API's scope).
 */
const ScormAttemptList = () => {
  const translate = useTranslate()
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput key="courseId" source="courseId" reference="courses">
      <AutocompleteInput label="resources.scorm-attempts.fields.courseId" />
    </ReferenceInput>,
    <TextInput key="userId" source="userId" />
  ]
  return (
    <List filters={filters} sort={{ field: "updatedAt", order: "DESC" }} perPage={25}>
      {phone ? (
        <SimpleList<Row>
          primaryText={(r) => r.userName ?? r.userId}
          secondaryText={(r) => `${r.courseTitle ?? ""} · ${r.activityId}`}
          tertiaryText={(r) => `${statusText(translate, r.completion)} · ${totalTime(r.totalSeconds)}`}
          linkType="show"
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show">
          <TextField source="userName" emptyText="—" />
          <TextField source="userId" />
          <TextField source="courseTitle" emptyText="—" />
          <TextField source="activityId" />
          <TextField source="version" />
          <ScormStatus source="completion" />
          <ScormStatus source="success" />
          <NumberField source="score" emptyText="—" />
          <FunctionField source="totalSeconds" render={(r: Row) => totalTime(r.totalSeconds)} />
          <DateText source="updatedAt" />
        </Datagrid>
      )}
    </List>
  )
}
export default ScormAttemptList
