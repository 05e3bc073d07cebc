import { useEffect } from "react"
import { useLocaleState } from "react-admin"
import { getMe } from "./authProvider.ts"
import { catalogues } from "./i18n/index.ts"

// The session whose user's language was applied already: once per login, so a language picked in
// the console afterwards stays picked (and is saved to the account by the language menu).
const key = "vitrine-admin-language-applied"
export const forgetAppliedLanguage = () => sessionStorage.removeItem(key)

/**
 * The console speaks the signed-in user's language (issue 41, item 19): GET /api/me's `language`,
 * their choice or their country's, applied once when the session starts.
 */
export const useUserLanguage = () => {
  const [locale, setLocale] = useLocaleState()
  useEffect(() => {
    let live = true
    getMe()
      .then((me) => {
        if (!live || sessionStorage.getItem(key) === me.userId) return
        sessionStorage.setItem(key, me.userId)
        if (me.language in catalogues && me.language !== locale) setLocale(me.language)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
}
