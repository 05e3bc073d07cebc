import { ArrayInput, BooleanInput, FormDataConsumer, NumberInput, ReferenceArrayInput, AutocompleteArrayInput, SelectInput, SimpleFormIterator, TextInput, minValue, required, useTranslate } from "react-admin"
import { questionKinds, surveyTypes } from "./choices.ts"

/**
 * SaveSurvey's fields (the editor saves the whole survey): type, dates, score, owners, clients,
 * permissions, and its questions of five kinds, each mandatory or not, options for choice kinds.
 */
export const SurveyFields = ({ creating }: { creating: boolean }) => {
  const translate = useTranslate()
  return (
    <>
      {creating && <TextInput source="surveyId" label="resources.surveys.fields.id" validate={required()} helperText="vitrine.surveys.id_help" />}
      <TextInput source="title" validate={required()} fullWidth />
      <SelectInput source="type" validate={required()} choices={surveyTypes.map((id) => ({ id, name: translate(`vitrine.surveys.type_${id}`) }))} />
      <TextInput source="description" multiline fullWidth />
      <TextInput source="startsOn" type="date" validate={required()} />
      <TextInput source="endsOn" type="date" validate={required()} />
      <NumberInput source="score" validate={minValue(0)} />
      <BooleanInput source="mandatory" />
      <ReferenceArrayInput source="clients" reference="clients">
        <AutocompleteArrayInput optionText="name" validate={required()} />
      </ReferenceArrayInput>
      <ArrayInput source="owners" helperText="vitrine.surveys.owners_help">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="" label="vitrine.surveys.admin_id" />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="permissions">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="" label="vitrine.surveys.admin_id" />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="questions" validate={required()}>
        <SimpleFormIterator>
          <TextInput source="questionId" label="resources.surveys.fields.questionId" validate={required()} />
          <SelectInput source="kind" label="resources.surveys.fields.kind" validate={required()} choices={questionKinds.map((id) => ({ id, name: translate(`vitrine.surveys.kind_${id}`) }))} />
          <TextInput source="text" label="resources.surveys.fields.text" validate={required()} fullWidth />
          <BooleanInput source="mandatory" label="resources.surveys.fields.mandatory" />
          <FormDataConsumer>
            {({ scopedFormData }) =>
              scopedFormData?.kind && scopedFormData.kind !== "essay" ? (
                <ArrayInput source="options" label="resources.surveys.fields.options">
                  <SimpleFormIterator inline disableReordering>
                    <TextInput source="text" label="resources.surveys.fields.text" validate={required()} />
                  </SimpleFormIterator>
                </ArrayInput>
              ) : null
            }
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
    </>
  )
}
