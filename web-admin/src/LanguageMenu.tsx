import LanguageIcon from "@mui/icons-material/Translate"
import { Button, IconButton, Menu, MenuItem, useMediaQuery, type Theme } from "@mui/material"
import { useState } from "react"
import { useLocales, useLocaleState, useTranslate } from "react-admin"
import { apiJson } from "./authedFetch.ts"

/**
 * The language picker: the language's name on a desktop, an icon on a phone (the name wrapped the
 * app bar at 360 px). Either way its accessible name says what it is and which language is on.
 * A choice is the account's (PUT /api/me/language): the next session and the API's messages follow it.
 */
export const LanguageMenu = () => {
  const locales = useLocales()
  const [locale, setLocale] = useLocaleState()
  const translate = useTranslate()
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down("sm"))
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const current = locales.find((l) => l.locale === locale)?.name ?? locale
  const label = `${translate("vitrine.app.language")}: ${current}`
  const save = (language: string) => void apiJson("/api/me/language", { method: "PUT", body: JSON.stringify({ language }) }).catch(() => undefined)
  return (
    <>
      {phone ? (
        <IconButton color="inherit" aria-label={label} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)} data-testid="language-menu">
          <LanguageIcon />
        </IconButton>
      ) : (
        <Button color="inherit" startIcon={<LanguageIcon />} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)} data-testid="language-menu">
          {current}
        </Button>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {locales.map((l) => (
          <MenuItem key={l.locale} lang={l.locale} selected={l.locale === locale} onClick={() => (setLocale(l.locale), save(l.locale), setAnchor(null))}>
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
