import { Box, Stack, Typography } from "@mui/material"
import { useTranslate } from "react-admin"
import { useWatch } from "react-hook-form"
import { ContrastReport } from "./ContrastReport.tsx"
import { useFileUrl } from "./useFileUrl.ts"

export type Colors = { primary: string; onPrimary: string; background: string; text: string }
const hex = /^#[0-9a-fA-F]{6}$/
const fallback: Colors = { primary: "#0b5394", onPrimary: "#ffffff", background: "#ffffff", text: "#1a1a1a" }
export const valid = (c: Partial<Colors> | undefined): Colors => ({
  primary: hex.test(c?.primary ?? "") ? c!.primary! : fallback.primary,
  onPrimary: hex.test(c?.onPrimary ?? "") ? c!.onPrimary! : fallback.onPrimary,
  background: hex.test(c?.background ?? "") ? c!.background! : fallback.background,
  text: hex.test(c?.text ?? "") ? c!.text! : fallback.text
})

/** The learner app's login as the form now says, drawn at the device's own width and scaled to fit. */
export const Mock = ({ width, height, scale, colors, logo, title, maintenance, sso }: { width: number; height: number; scale: number; colors: Colors; logo: string | undefined; title: string; maintenance: boolean; sso: ReadonlyArray<{ label?: string }> }) => {
  const translate = useTranslate()
  const field = { border: `1px solid ${colors.text}66`, borderRadius: 8, height: 44, mb: 1.5, px: 1.5, display: "flex", alignItems: "center", color: colors.text, fontSize: 14 }
  return (
    <Box sx={{ width: width * scale, height: height * scale, overflow: "hidden", border: 1, borderColor: "divider", borderRadius: 1, flex: "none" }}>
      <Box aria-hidden="true" sx={{ width, height, transform: `scale(${scale})`, transformOrigin: "top left", background: colors.background, color: colors.text, fontFamily: "system-ui, sans-serif" }}>
        <Box sx={{ background: colors.primary, color: colors.onPrimary, px: 2, py: 1.5, fontWeight: 700, fontSize: 18 }}>{title}</Box>
        {maintenance && <Box sx={{ background: colors.text, color: colors.background, px: 2, py: 1 }}>{translate("vitrine.branding.preview_maintenance")}</Box>}
        <Box sx={{ maxWidth: 416, mx: "auto", mt: 4, p: 3, border: `1px solid ${colors.text}22`, borderRadius: 4, boxShadow: "0 6px 20px rgb(0 0 0 / .08)" }}>
          {logo && <Box component="img" src={logo} alt="" sx={{ height: 48, maxWidth: "100%", objectFit: "contain", display: "block", mb: 2 }} />}
          <Box sx={{ fontSize: 26, fontWeight: 750, mb: 2 }}>{translate("vitrine.branding.preview_login")}</Box>
          <Box sx={field}>{translate("vitrine.branding.preview_user")}</Box>
          <Box sx={field}>{translate("vitrine.branding.preview_password")}</Box>
          <Box sx={{ background: colors.primary, color: colors.onPrimary, borderRadius: 2, height: 44, display: "flex", alignItems: "center", justifyContent: "center", fontWeight: 600 }}>{translate("vitrine.branding.preview_login")}</Box>
          {sso.map((b, i) => (
            <Box key={i} sx={{ mt: 1, border: `2px solid ${colors.primary}`, color: colors.primary, borderRadius: 2, height: 40, display: "flex", alignItems: "center", justifyContent: "center" }}>
              {b.label}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  )
}

/** The live preview at 360 and 1280 px, with each text pair's contrast against WCAG AA. */
export const LoginPreview = () => {
  const translate = useTranslate()
  const values = useWatch() as { title?: string; colors?: Partial<Colors>; logos?: { pt?: { desktop?: string; mobile?: string } }; maintenance?: { on?: boolean }; ssoButtons?: Array<{ label?: string }> }
  const colors = valid(values.colors)
  const desktopLogo = useFileUrl(values.logos?.pt?.desktop)
  const mobileLogo = useFileUrl(values.logos?.pt?.mobile ?? values.logos?.pt?.desktop)
  const common = { colors, title: values.title ?? "", maintenance: values.maintenance?.on === true, sso: values.ssoButtons ?? [] }
  return (
    <Box component="section" aria-labelledby="branding-preview" sx={{ mt: 2, position: { lg: "sticky" }, top: { lg: 64 }, alignSelf: "start" }}>
      <Typography id="branding-preview" variant="h6" component="h2">
        {translate("vitrine.branding.preview")}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap", alignItems: "flex-start", my: 1 }}>
        <Box>
          <Typography variant="body2">{translate("vitrine.branding.phone")}</Typography>
          <Mock width={360} height={800} scale={0.45} logo={mobileLogo} {...common} />
        </Box>
        <Box>
          <Typography variant="body2">{translate("vitrine.branding.desktop")}</Typography>
          <Mock width={1280} height={800} scale={0.3} logo={desktopLogo} {...common} />
        </Box>
      </Stack>
      <ContrastReport colors={colors} />
    </Box>
  )
}
