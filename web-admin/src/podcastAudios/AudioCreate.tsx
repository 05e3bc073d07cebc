import { useLocation } from "react-router-dom"
import { Create, NumberInput, required, SimpleForm, TextInput, minValue, useCreatePath } from "react-admin"
import { useFormContext } from "react-hook-form"
import { audioSeconds, MediaUploadInput } from "../common/MediaUploadInput.tsx"

/** The upload fills the audio's length (read by the browser) and, when empty, its title. */
const AudioUpload = () => {
  const form = useFormContext()
  const uploaded = async (file: File) => {
    const seconds = await audioSeconds(file)
    if (seconds > 0) form.setValue("durationSeconds", seconds, { shouldDirty: true })
    if (!form.getValues("title")) form.setValue("title", file.name.replace(/\.[^.]+$/, ""), { shouldDirty: true })
  }
  return <MediaUploadInput source="fileId" accept="audio/*,.mp3,.wav,.ogg,.webm" onUploaded={(f) => void uploaded(f)} />
}

/** An audio added to a playlist (AddAudio): uploaded, then named; back to the playlist after. */
const AudioCreate = () => {
  const playlistId = new URLSearchParams(useLocation().search).get("playlistId") ?? ""
  const createPath = useCreatePath()
  return (
    <Create redirect={() => createPath({ resource: "playlists", id: playlistId, type: "show" }).replace(/^\//, "")}>
      <SimpleForm defaultValues={{ playlistId }}>
        <TextInput source="playlistId" validate={required()} readOnly={playlistId !== ""} />
        <TextInput source="audioId" validate={required()} helperText="vitrine.content.id_help" />
        <AudioUpload />
        <TextInput source="title" validate={required()} fullWidth />
        <NumberInput source="durationSeconds" validate={[required(), minValue(1)]} />
      </SimpleForm>
    </Create>
  )
}
export default AudioCreate
