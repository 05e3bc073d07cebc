import { TextField } from "@mui/material"
import { useInput, useTranslate } from "react-admin"

/** An embedded page: the server takes only https pages of the type's allowed hosts (DESIGN §4.8). */
export const UrlContent = ({ type }: { type: string }) => {
  const translate = useTranslate()
  const { field, id } = useInput<{ kind: "url"; url: string } | undefined>({ source: "content" })
  return (
    <TextField
      id={id}
      label={translate("vitrine.learning.url")}
      helperText={translate("vitrine.learning.url_help", { hosts: translate(`vitrine.learning.hosts.${type}`, { _: "" }) })}
      value={field.value?.kind === "url" ? field.value.url : ""}
      onChange={(e) => field.onChange(e.target.value ? { kind: "url", url: e.target.value } : undefined)}
      type="url"
      fullWidth
      margin="dense"
    />
  )
}
