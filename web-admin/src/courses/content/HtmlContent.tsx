import { TextField } from "@mui/material"
import { useInput, useTranslate } from "react-admin"

/** A page of HTML, sanitized by the server when the learner opens it (scripts and handlers removed). */
export const HtmlContent = () => {
  const translate = useTranslate()
  const { field, id } = useInput<{ kind: "html"; html: string } | undefined>({ source: "content" })
  return (
    <TextField
      id={id}
      label={translate("vitrine.learning.html")}
      value={field.value?.kind === "html" ? field.value.html : ""}
      onChange={(e) => field.onChange(e.target.value ? { kind: "html", html: e.target.value } : undefined)}
      multiline
      minRows={4}
      fullWidth
      margin="dense"
    />
  )
}
