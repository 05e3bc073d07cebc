import { Create, ReferenceInput, required, SelectInput, SimpleForm, TextInput } from "react-admin"
import { useFormContext } from "react-hook-form"
import { MediaUploadInput } from "../common/MediaUploadInput.tsx"

/** What the library takes (issue 46): media, office documents, text and archives; the server judges each by content. */
const libraryAccept = "image/*,application/pdf,audio/*,video/*,.docx,.xlsx,.pptx,.odt,.ods,.odp,.doc,.xls,.ppt,.txt,.csv,.zip,.rar,.gzip,.tz"

/** The upload fills the file's name (its extension gives the kind) and, when empty, its title. */
const FileUpload = () => {
  const form = useFormContext()
  const uploaded = (file: File) => {
    form.setValue("fileName", file.name, { shouldDirty: true })
    if (!form.getValues("title")) form.setValue("title", file.name.replace(/\.[^.]+$/, ""), { shouldDirty: true })
  }
  return <MediaUploadInput source="fileId" accept={libraryAccept} purpose="library" onUploaded={uploaded} />
}

/** A file added to a client's library (AddLibraryFile): its kind follows its name (SPEC §3). */
const LibraryFileCreate = () => (
  <Create redirect="show">
    <SimpleForm>
      <TextInput source="libraryFileId" validate={required()} helperText="vitrine.content.id_help" />
      <ReferenceInput source="clientId" reference="clients">
        <SelectInput optionText="name" validate={required()} />
      </ReferenceInput>
      <FileUpload />
      <TextInput source="fileName" validate={required()} helperText="vitrine.content.file_name_help" />
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="category" validate={required()} />
    </SimpleForm>
  </Create>
)
export default LibraryFileCreate
