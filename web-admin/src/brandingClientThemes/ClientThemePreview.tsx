import { Box, Stack, Typography, useMediaQuery, type Theme } from "@mui/material"
import { useTranslate } from "react-admin"
import { useWatch } from "react-hook-form"
import { ContrastReport } from "../branding/ContrastReport.tsx"
import { Mock, valid, type Colors } from "../branding/LoginPreview.tsx"
import { useFileUrl } from "../branding/useFileUrl.ts"

/** The client's learners' login as the form now says, at a phone's and a desktop's width, with each pair's contrast. */
export const ClientThemePreview = () => {
  const translate = useTranslate()
  // On a phone the desktop's mock is drawn smaller, to fit the column rather than widen the page.
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  const values = useWatch() as { name?: string; colors?: Partial<Colors>; logoFileId?: string | null }
  const colors = valid(values.colors)
  const logo = useFileUrl(values.logoFileId ?? undefined)
  const common = { colors, logo, title: values.name ?? "", maintenance: false, sso: [] }
  return (
    <Box component="section" aria-labelledby="client-theme-preview" sx={{ position: { lg: "sticky" }, top: { lg: 64 }, alignSelf: "start" }}>
      <Typography id="client-theme-preview" variant="h6" component="h2">
        {translate("vitrine.branding.preview")}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap", alignItems: "flex-start", my: 1 }}>
        <Box>
          <Typography variant="body2">{translate("vitrine.branding.phone")}</Typography>
          <Mock width={360} height={800} scale={0.45} {...common} />
        </Box>
        <Box>
          <Typography variant="body2">{translate("vitrine.branding.desktop")}</Typography>
          <Mock width={1280} height={800} scale={phone ? 0.24 : 0.3} {...common} />
        </Box>
      </Stack>
      <ContrastReport colors={colors} />
    </Box>
  )
}
