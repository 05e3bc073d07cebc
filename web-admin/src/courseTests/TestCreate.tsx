import { Create, NumberInput, type RaRecord, ReferenceInput, SelectInput, SimpleForm, TextInput, required } from "react-admin"
import { QuestionsInput } from "./QuestionsInput.tsx"
import { TestActivityInput } from "./TestActivityInput.tsx"
import { toCreateTest } from "./toCreateTest.ts"
import { attemptsError, passMarkError, questionCountError, timeLimitError } from "./validateTest.ts"

/** Back to the course's page, where its tests are listed. */
const toCourse = (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) => `courses/${encodeURIComponent(String(data?.["courseId"] ?? ""))}/show`

/**
 * A test or quiz for a draft's test activity (CreateTest), with its question bank. Opened from
 * the course's page with the course and activity filled in; each field says what is wrong with it.
 */
const TestCreate = () => (
  <Create redirect={toCourse} transform={toCreateTest}>
    <SimpleForm>
      <TextInput source="testId" label="resources.tests.fields.id" validate={required()} />
      <ReferenceInput source="courseId" reference="courses" filter={{ status: "draft" }}>
        <SelectInput optionText="title" label="resources.tests.fields.courseId" validate={required()} />
      </ReferenceInput>
      <TestActivityInput />
      <NumberInput source="passMark" label="resources.tests.fields.passMark" defaultValue={70} validate={passMarkError} />
      <NumberInput source="maxAttempts" label="resources.tests.fields.maxAttempts" defaultValue={3} helperText="vitrine.authoring.unlimited_help" validate={attemptsError} />
      <NumberInput source="questionCount" label="resources.tests.fields.questionCount" defaultValue={1} validate={questionCountError} />
      <NumberInput source="timeLimitSeconds" label="resources.tests.fields.timeLimitSeconds" helperText="vitrine.authoring.time_help" validate={timeLimitError} />
      <QuestionsInput />
    </SimpleForm>
  </Create>
)
export default TestCreate
