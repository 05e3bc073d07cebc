import { BooleanField, EditButton, FunctionField, NumberField, Show, Tab, TabbedShowLayout, TextField, TopToolbar, WithRecord, useTranslate } from "react-admin"
import { EventHistory } from "../common/EventHistory.tsx"
import { ExportAnswers } from "./ExportAnswers.tsx"
import { PublishButtons } from "./PublishButtons.tsx"
import { SurveyResults } from "./SurveyResults.tsx"

const Actions = () => (
  <TopToolbar>
    <PublishButtons />
    <ExportAnswers />
    <EditButton />
  </TopToolbar>
)

/** A survey's settings and its answers per question with charts (owners and permitted admins); its history beside. */
const SurveyShow = () => {
  const translate = useTranslate()
  return (
    <Show actions={<Actions />}>
      <TabbedShowLayout>
        <Tab label="vitrine.surveys.results">
          <TextField source="title" />
          <FunctionField source="status" render={(r: { status: string }) => translate(`vitrine.surveys.status_${r.status}`)} />
          <FunctionField source="type" render={(r: { type: string }) => translate(`vitrine.surveys.type_${r.type}`)} />
          <TextField source="startsOn" />
          <TextField source="endsOn" />
          <NumberField source="score" />
          <BooleanField source="mandatory" />
          <FunctionField source="owners" render={(r: { owners: string[] }) => r.owners.join(", ")} />
          <FunctionField source="permissions" render={(r: { permissions: string[] }) => r.permissions.join(", ") || "—"} />
          <SurveyResults />
        </Tab>
        <Tab label="vitrine.common.events" path="history">
          <WithRecord render={(r) => <EventHistory streamIds={[`survey-${r.id}`]} />} />
        </Tab>
      </TabbedShowLayout>
    </Show>
  )
}
export default SurveyShow
