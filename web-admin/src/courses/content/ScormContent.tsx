import { useState } from "react"
import { useInput, useTranslate } from "react-admin"
import { UploadButton } from "./UploadButton.tsx"

/** A SCORM 1.2 or 2004 zip: checked and unpacked by the server on upload; the zip's file id is the package. */
export const ScormContent = () => {
  const translate = useTranslate()
  const { field } = useInput<{ kind: "scorm"; packageId: string } | undefined>({ source: "content" })
  const [title, setTitle] = useState<string>()
  const done = field.value?.kind === "scorm" ? translate("vitrine.learning.scorm_set", { title: title ?? field.value.packageId }) : undefined
  return (
    <UploadButton
      label="vitrine.learning.choose_scorm"
      accept=".zip,application/zip"
      done={done}
      onUploaded={(u) => {
        setTitle(u.scorm ? `${u.scorm.title} (SCORM ${u.scorm.version})` : undefined)
        field.onChange({ kind: "scorm", packageId: u.fileId })
      }}
    />
  )
}
