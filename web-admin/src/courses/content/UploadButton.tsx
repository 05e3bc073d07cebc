import { Button, Stack, Typography } from "@mui/material"
import { useState } from "react"
import { useTranslate } from "react-admin"
import { uploadMedia, type Uploaded } from "./uploadMedia.ts"

/** A file picker that uploads at once and says where it stands (uploading, the server's refusal, done). */
export const UploadButton = ({ label, accept, done, onUploaded }: { label: string; accept: string; done: string | undefined; onUploaded: (u: Uploaded) => void }) => {
  const translate = useTranslate()
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false })
  const onFile = async (file: File | undefined) => {
    if (!file) return
    setState({ busy: true })
    try {
      onUploaded(await uploadMedia(file))
      setState({ busy: false })
    } catch (e) {
      setState({ busy: false, error: e instanceof Error ? e.message : String(e) })
    }
  }
  return (
    <Stack direction="row" spacing={2} sx={{ my: 1, alignItems: "center", flexWrap: "wrap" }}>
      <Button variant="outlined" component="label" disabled={state.busy}>
        {translate(label)}
        <input hidden type="file" accept={accept} onChange={(e) => void onFile(e.target.files?.[0])} />
      </Button>
      <Typography variant="body2" role="status" color={state.error ? "error" : "text.secondary"}>
        {state.busy ? translate("vitrine.learning.uploading") : state.error ?? done ?? translate("vitrine.learning.no_file")}
      </Typography>
    </Stack>
  )
}
