import { ArrayInput, AutocompleteInput, Create, ReferenceInput, required, SimpleForm, SimpleFormIterator, TextInput } from "react-admin"

/** CreateTrail: an id, a title and courses in order (the iterator's arrows reorder). */
const toCreateTrail = (r: { id: string; title: string; courses?: Array<{ courseId?: string }> }) => ({
  id: r.id,
  title: r.title,
  courseIds: (r.courses ?? []).flatMap((c) => (c.courseId ? [c.courseId] : []))
})

const TrailCreate = () => (
  <Create redirect="show" transform={toCreateTrail}>
    <SimpleForm>
      <TextInput source="id" label="resources.trails.fields.id" validate={required()} />
      <TextInput source="title" validate={required()} fullWidth />
      <ArrayInput source="courses" label="resources.trails.fields.courseIds" validate={required()}>
        <SimpleFormIterator inline>
          <ReferenceInput source="courseId" reference="courses">
            <AutocompleteInput label="resources.trails.fields.courseId" validate={required()} />
          </ReferenceInput>
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  </Create>
)
export default TrailCreate
