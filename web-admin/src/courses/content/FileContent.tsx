import { useInput, useTranslate } from "react-admin"
import { acceptOf } from "../activityTypes.ts"
import { UploadButton } from "./UploadButton.tsx"

/** A document, video, audio or image: the uploaded file's id as `{kind: "file", fileId}`. */
export const FileContent = ({ type }: { type: string }) => {
  const translate = useTranslate()
  const { field } = useInput<{ kind: "file"; fileId: string } | undefined>({ source: "content" })
  return (
    <UploadButton
      label="vitrine.learning.choose_file"
      accept={acceptOf(type)}
      done={field.value?.kind === "file" ? translate("vitrine.learning.file_set", { id: field.value.fileId }) : undefined}
      onUploaded={(u) => field.onChange({ kind: "file", fileId: u.fileId })}
    />
  )
}
