import { AutocompleteArrayInput, ReferenceArrayInput, required, SelectArrayInput, TextInput, usePermissions } from "react-admin"
import { BodyPreview } from "./BodyPreview.tsx"
import { BodyToolbar } from "./BodyToolbar.tsx"
import { CoverInput } from "./CoverInput.tsx"

const countries = ["AR", "BR", "CA", "CL", "CO", "MX", "PE"]

/** DraftNews's fields; a country admin's article reaches their country (the server sets it), a superuser picks. */
export const NewsFields = ({ creating }: { creating: boolean }) => {
  const { permissions } = usePermissions<{ isSuperuser: boolean }>()
  return (
    <>
      {creating && <TextInput source="id" label="resources.news.fields.id" validate={required()} />}
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="summary" fullWidth />
      <BodyToolbar />
      <TextInput source="body" validate={required()} multiline minRows={8} fullWidth helperText="vitrine.news.body_help" />
      <BodyPreview />
      <CoverInput />
      {permissions?.isSuperuser === true && <SelectArrayInput source="countries" choices={countries.map((id) => ({ id, name: id }))} />}
      {/* Empty: every client company's learners read it; else only the members of those named. */}
      <ReferenceArrayInput source="clientIds" reference="clients">
        <AutocompleteArrayInput optionText="name" />
      </ReferenceArrayInput>
    </>
  )
}
