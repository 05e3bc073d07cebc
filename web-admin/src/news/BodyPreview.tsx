import { Box, Typography } from "@mui/material"
import { useTranslate } from "react-admin"
import { useWatch } from "react-hook-form"

/**
 * The body as learners will see it, beside the editor. Shown in a sandboxed frame with scripts
 * off: what the author typed never runs in the console either; the server sanitizes it for learners.
 */
export const BodyPreview = () => {
  const translate = useTranslate()
  const body = useWatch<{ body?: string }>({ name: "body" }) ?? ""
  return (
    <Box sx={{ width: "100%", my: 1 }}>
      <Typography variant="subtitle2" component="h2">{translate("vitrine.news.preview")}</Typography>
      <Box
        component="iframe"
        title={translate("vitrine.news.preview")}
        sandbox=""
        srcDoc={`<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif;margin:8px">${body}</body></html>`}
        sx={{ width: "100%", minHeight: 200, border: 1, borderColor: "divider", borderRadius: 1, bgcolor: "#fff" }}
      />
    </Box>
  )
}
