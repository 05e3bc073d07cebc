import { Button, Stack, Typography } from "@mui/material"
import { useState } from "react"
import { useInput, useTranslate } from "react-admin"
import { authedFetch } from "../authedFetch.ts"

/**
 * Uploads the chosen image (POST /api/files: sniffed, thumbnailed) and keeps its file id in
 * `source` (a reward's picture, a news cover); `labels` are the catalogue keys of its four texts.
 */
export const ImageFileInput = ({ source, labels }: { source: string; labels: { pick: string; failed: string; set: string; none: string } }) => {
  const translate = useTranslate()
  const { field } = useInput({ source })
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle")
  const onFile = async (file: File | undefined) => {
    if (!file) return
    setState("busy")
    const form = new FormData()
    form.append("file", file)
    const res = await authedFetch("/api/files", { method: "POST", body: form }).catch(() => undefined)
    if (!res?.ok) return setState("failed")
    field.onChange(((await res.json()) as { fileId: string }).fileId)
    setState("idle")
  }
  return (
    <Stack direction="row" spacing={2} sx={{ my: 1, alignItems: "center" }}>
      <Button variant="outlined" component="label" disabled={state === "busy"}>
        {translate(labels.pick)}
        <input hidden type="file" accept="image/*" onChange={(e) => void onFile(e.target.files?.[0])} />
      </Button>
      <Typography variant="body2" color={state === "failed" ? "error" : "text.secondary"}>
        {state === "failed" ? translate(labels.failed) : field.value ? translate(labels.set) : translate(labels.none)}
      </Typography>
    </Stack>
  )
}
