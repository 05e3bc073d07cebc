import { Create, ReferenceInput, required, SelectInput, SimpleForm, TextInput } from "react-admin"

/** A draft playlist of one client company (CreatePlaylist); its audios are added on its page. */
const PlaylistCreate = () => (
  <Create redirect="show">
    <SimpleForm>
      <TextInput source="playlistId" validate={required()} helperText="vitrine.content.id_help" />
      <ReferenceInput source="clientId" reference="clients">
        <SelectInput optionText="name" validate={required()} />
      </ReferenceInput>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="description" fullWidth multiline />
    </SimpleForm>
  </Create>
)
export default PlaylistCreate
