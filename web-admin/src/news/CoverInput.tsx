import { Button, Stack, Typography } from "@mui/material"
import { useState } from "react"
import { useInput, useTranslate } from "react-admin"
import { authedFetch } from "../authedFetch.ts"

/** Uploads the chosen cover (POST /api/files: sniffed, thumbnailed) and keeps its file id in `coverFileId`. */
export const CoverInput = () => {
  const translate = useTranslate()
  const { field } = useInput({ source: "coverFileId" })
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
        {translate("vitrine.news.cover")}
        <input hidden type="file" accept="image/*" onChange={(e) => void onFile(e.target.files?.[0])} />
      </Button>
      <Typography variant="body2" color={state === "failed" ? "error" : "text.secondary"}>
        {state === "failed" ? translate("vitrine.news.cover_failed") : field.value ? translate("vitrine.news.cover_set") : translate("vitrine.news.no_cover")}
      </Typography>
    </Stack>
  )
}
