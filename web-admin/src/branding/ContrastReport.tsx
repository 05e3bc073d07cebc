import { Typography } from "@mui/material"
import { useTranslate } from "react-admin"
import { contrastRatio } from "../../../domain/rules/contrast.ts"
import type { Colors } from "./LoginPreview.tsx"

/**
 * Each text pair's contrast as the colours now stand, against WCAG AA: the same pairs and ratio the
 * server checks when saving (domain/branding/decide.ts), so a refusal never comes as a surprise.
 */
export const ContrastReport = ({ colors }: { colors: Colors }) => {
  const translate = useTranslate()
  const pairs = [
    ["text/background", colors.text, colors.background],
    ["onPrimary/primary", colors.onPrimary, colors.primary],
    ["primary/background", colors.primary, colors.background]
  ] as const
  return (
    <>
      {pairs.map(([pair, fg, bg]) => {
        const ratio = contrastRatio(fg, bg)
        return (
          <Typography key={pair} variant="body2" color={ratio < 4.5 ? "error" : "text.secondary"}>
            {translate("vitrine.branding.contrast", { pair, ratio })}
          </Typography>
        )
      })}
    </>
  )
}
