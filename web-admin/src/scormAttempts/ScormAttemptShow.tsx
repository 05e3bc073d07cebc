import { Box } from "@mui/material"
import { FunctionField, Labeled, NumberField, Show, SimpleShowLayout, TextField } from "react-admin"
import { DateText } from "../common/Points.tsx"
import { CmiRecords, type Column } from "./CmiRecords.tsx"
import { ScormStatus } from "./ScormStatus.tsx"
import { totalTime } from "./totalTime.ts"

// 1.2 and 2004 name some elements apart (student_response / learner_response, status / success_status): a column reads either.
const interactionColumns: ReadonlyArray<Column> = [
  { key: "id", of: (r) => r["id"] },
  { key: "type", of: (r) => r["type"] },
  { key: "description", of: (r) => r["description"] },
  { key: "response", of: (r) => r["learner_response"] ?? r["student_response"] },
  { key: "correct", of: (r) => r["correct_responses.0.pattern"] },
  { key: "result", of: (r) => r["result"] },
  { key: "latency", of: (r) => r["latency"] }
]
const objectiveColumns: ReadonlyArray<Column> = [
  { key: "id", of: (r) => r["id"] },
  { key: "status", of: (r) => [r["status"], r["completion_status"], r["success_status"]].filter(Boolean).join(" · ") || undefined },
  { key: "score", of: (r) => r["score.scaled"] ?? r["score.raw"] },
  { key: "description", of: (r) => r["description"] }
]

// The attempt's facts side by side (two abreast on a phone), then the package's records full width.
const summary = { display: "grid", gridTemplateColumns: { xs: "repeat(2, 1fr)", sm: "repeat(3, 1fr)", md: "repeat(4, 1fr)" }, gap: 2, width: "100%" }

/** One learner's attempt at one SCORM activity: its result, and what the package recorded on the way. */
const ScormAttemptShow = () => (
  <Show>
    <SimpleShowLayout>
      <Box sx={summary}>
        <Labeled source="userName"><TextField source="userName" emptyText="—" /></Labeled>
        <Labeled source="userId"><TextField source="userId" /></Labeled>
        <Labeled source="courseTitle"><TextField source="courseTitle" emptyText="—" /></Labeled>
        <Labeled source="activityId"><TextField source="activityId" /></Labeled>
        <Labeled source="packageId"><TextField source="packageId" /></Labeled>
        <Labeled source="version"><TextField source="version" /></Labeled>
        <Labeled source="completion"><ScormStatus source="completion" /></Labeled>
        <Labeled source="success"><ScormStatus source="success" /></Labeled>
        <Labeled source="score"><NumberField source="score" emptyText="—" /></Labeled>
        <Labeled source="totalSeconds"><FunctionField source="totalSeconds" render={(r: { totalSeconds: number }) => totalTime(r.totalSeconds)} /></Labeled>
        <Labeled source="commits"><NumberField source="commits" /></Labeled>
        <Labeled source="updatedAt"><DateText source="updatedAt" /></Labeled>
      </Box>
      <Labeled source="interactions" fullWidth>
        <CmiRecords source="interactions" columns={interactionColumns} />
      </Labeled>
      <Labeled source="objectives" fullWidth>
        <CmiRecords source="objectives" columns={objectiveColumns} />
      </Labeled>
    </SimpleShowLayout>
  </Show>
)
export default ScormAttemptShow
