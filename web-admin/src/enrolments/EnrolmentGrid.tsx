import { BooleanField, Datagrid, NumberField, TextField } from "react-admin"
import { DateText, NumberText } from "../common/Points.tsx"
import { LearningStatus } from "../courses/LearningStatus.tsx"

/** One row per learner and course: the learner's progress (status, grade, attempts, certificate). */
export const EnrolmentGrid = ({ course = true }: { course?: boolean }) => (
  <Datagrid bulkActionButtons={false} rowClick={false} data-testid="enrolments">
    {course && <TextField source="courseTitle" />}
    <TextField source="userName" emptyText="—" />
    <TextField source="userId" />
    <BooleanField source="assigned" />
    <LearningStatus source="status" />
    <NumberField source="grade" emptyText="—" />
    <NumberText source="attemptsUsed" />
    <TextField source="certificateCode" emptyText="—" />
    <DateText source="enrolledAt" />
  </Datagrid>
)
