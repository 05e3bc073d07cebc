import { ArrayInput, BooleanInput, SimpleFormIterator, TextInput, required } from "react-admin"
import { optionsError } from "./validateTest.ts"

/**
 * The question bank: each question its text and options, the correct ones marked (one or more:
 * a question is right when exactly its correct options are chosen, DESIGN §4.8).
 */
export const QuestionsInput = () => (
  <ArrayInput source="questions" label="resources.tests.fields.questions" validate={required()}>
    <SimpleFormIterator fullWidth>
      <TextInput source="text" label="resources.tests.fields.questionText" validate={required()} multiline fullWidth />
      <ArrayInput source="options" label="resources.tests.fields.options" validate={optionsError}>
        <SimpleFormIterator inline disableReordering>
          <TextInput source="text" label="resources.tests.fields.optionText" validate={required()} />
          <BooleanInput source="correct" label="resources.tests.fields.correct" defaultValue={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleFormIterator>
  </ArrayInput>
)
