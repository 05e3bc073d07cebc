import { BooleanField, Pagination, ReferenceManyField, Show, Tab, TabbedShowLayout, TextField, useTranslate, WithRecord } from "react-admin"
import { EventHistory } from "../common/EventHistory.tsx"
import { NumberText } from "../common/Points.tsx"
import { EnrolmentGrid } from "../enrolments/EnrolmentGrid.tsx"
import { ActivitiesField } from "./ActivitiesField.tsx"
import { CourseActions } from "./CourseActions.tsx"
import { CourseTests } from "./CourseTests.tsx"
import { EnrolLearners } from "./EnrolLearners.tsx"

const Title = () => <WithRecord render={(r: { title?: string }) => <span>{r.title ?? ""}</span>} />

/** A course: its catalogue fields, activities (read only), its learners with their progress, its history. */
const CourseShow = () => (
  <Show actions={<CourseActions />} title={<Title />}>
    <TabbedShowLayout>
      <Tab label="vitrine.learning.summary">
        <TextField source="id" />
        <TextField source="title" />
        <TextField source="category" emptyText="—" />
        <NumberText source="workloadHours" />
        <WithRecord label="resources.courses.fields.enrolmentType" render={(r: { enrolmentType: string }) => <EnrolmentTypeText type={r.enrolmentType} />} />
        <BooleanField source="mandatory" />
        <NumberText source="enrolled" />
        <NumberText source="approved" />
        <ActivitiesField />
        <CourseTests />
      </Tab>
      <Tab label="resources.enrolments.name" path="enrolments">
        <EnrolLearners />
        <ReferenceManyField reference="enrolments" target="courseId" label={false} sort={{ field: "enrolledAt", order: "DESC" }} pagination={<Pagination />}>
          <EnrolmentGrid course={false} />
        </ReferenceManyField>
      </Tab>
      <Tab label="vitrine.common.events" path="history">
        <WithRecord render={(r) => <EventHistory streamIds={[`course-${r.id}`]} />} />
      </Tab>
    </TabbedShowLayout>
  </Show>
)

const EnrolmentTypeText = ({ type }: { type: string }) => {
  const translate = useTranslate()
  return <span>{translate(`vitrine.learning.enrolment_${type}`, { _: type })}</span>
}
export default CourseShow
