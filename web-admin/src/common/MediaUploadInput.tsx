import UploadIcon from "@mui/icons-material/UploadFile"
import { Button, Stack, Typography } from "@mui/material"
import { useState } from "react"
import { useInput, useTranslate } from "react-admin"
import { authedFetch } from "../authedFetch.ts"

/**
 * A file uploaded as it is chosen (`POST /api/files/media`, streamed, sniffed by content) whose id
 * becomes the form's `source`; `onUploaded` hands the chosen file to the form (its name, or an
 * audio's length read by the browser). `purpose="library"` sends the file's name so office documents
 * and text are judged by content against their extension, and a zip is kept whole (not SCORM).
 */
export const MediaUploadInput = ({ source, accept, onUploaded, purpose }: { source: string; accept: string; onUploaded?: (file: File) => void; purpose?: "library" }) => {
  const translate = useTranslate()
  const { field, fieldState } = useInput({ source, validate: (v: unknown) => (v ? undefined : "ra.validation.required") })
  const [state, setState] = useState<{ busy: boolean; error?: string; name?: string }>({ busy: false })
  const choose = async (file: File | undefined) => {
    if (!file) return
    setState({ busy: true, name: file.name })
    const query = purpose === undefined ? "" : `?purpose=${purpose}&name=${encodeURIComponent(file.name)}`
    const res = await authedFetch(`/api/files/media${query}`, { method: "POST", body: file, headers: { "content-type": "application/octet-stream", "idempotency-key": crypto.randomUUID() } })
    const body = (await res.json().catch(() => ({}))) as { fileId?: string; message?: string }
    if (!res.ok || !body.fileId) return setState({ busy: false, name: file.name, error: body.message ?? res.statusText })
    field.onChange(body.fileId)
    onUploaded?.(file)
    setState({ busy: false, name: file.name })
  }
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={state.busy} sx={{ alignSelf: "flex-start" }}>
        {translate(state.busy ? "vitrine.content.uploading" : "vitrine.content.upload")}
        <input hidden type="file" accept={accept} onChange={(e) => void choose(e.target.files?.[0])} />
      </Button>
      {state.name && <Typography variant="body2">{state.name}{field.value ? ` · ${String(field.value)}` : ""}</Typography>}
      {(state.error ?? (fieldState.error && fieldState.isTouched ? translate("ra.validation.required") : undefined)) && (
        <Typography variant="body2" color="error" role="alert">{state.error ?? translate("ra.validation.required")}</Typography>
      )}
    </Stack>
  )
}

/** The length of an audio file in whole seconds, read by the browser before it is added. */
export const audioSeconds = (file: File): Promise<number> =>
  new Promise((resolve) => {
    const audio = new Audio()
    const url = URL.createObjectURL(file)
    audio.preload = "metadata"
    audio.onloadedmetadata = () => (URL.revokeObjectURL(url), resolve(Number.isFinite(audio.duration) ? Math.max(1, Math.round(audio.duration)) : 0))
    audio.onerror = () => (URL.revokeObjectURL(url), resolve(0))
    audio.src = url
  })
