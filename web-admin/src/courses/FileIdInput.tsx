import { useInput, useTranslate } from "react-admin"
import { UploadButton } from "./content/UploadButton.tsx"

/** A catalogue file (the cover image, a support material) uploaded at once; its file id kept in `source`. */
export const FileIdInput = ({ source, label, accept }: { source: string; label: string; accept: string }) => {
  const translate = useTranslate()
  const { field } = useInput<string | undefined>({ source })
  return (
    <UploadButton
      label={label}
      accept={accept}
      done={field.value ? translate("vitrine.learning.file_set", { id: field.value }) : undefined}
      onUploaded={(u) => field.onChange(u.fileId)}
    />
  )
}
