import { useEffect } from "react"
import { setLanguage } from "../../i18n/index.ts"
import type { Me } from "./api/getMe.ts"

/**
 * The language kept on the server for the user (`GET /api/me`'s `language`) drives the UI once
 * logged in, so a choice made on one device follows the user to the next. It runs when that
 * value changes, not on every render: a choice made on this screen is saved first
 * (`PUT /api/me/language`) and comes back the same.
 */
export const useServerLanguage = (me: Me | undefined): void => {
  const language = me?.language
  useEffect(() => {
    if (language !== undefined) void setLanguage(language)
  }, [language])
}
