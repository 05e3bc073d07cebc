import { useEffect, useState } from "react"
import type { FieldError } from "react-hook-form"
import { language, useLanguage, type Locale } from "../../../i18n/index.ts"
import { formatMessage, type Params } from "../../../i18n/message.ts"
import { accountsPtBR, type AccountsCatalogue, type AccountsKey } from "./pt-BR.ts"

export type { AccountsKey }

/** The account screens' own catalogue: pt-BR with them, the others loaded when chosen. */
const loaded: Partial<Record<Locale, AccountsCatalogue>> = { "pt-BR": accountsPtBR }
const loaders: Record<Exclude<Locale, "pt-BR">, () => Promise<AccountsCatalogue>> = {
  "en-US": () => import("./en-US.ts").then((m) => m.accountsEnUS),
  "es-ES": () => import("./es-ES.ts").then((m) => m.accountsEsES),
  "fr-FR": () => import("./fr-FR.ts").then((m) => m.accountsFrFR)
}

/** Loads the texts of a language (the current one by default); the routes await it before rendering. */
export const loadAccountsText = async (locale: Locale = language()): Promise<void> => {
  if (locale !== "pt-BR") loaded[locale] ??= await loaders[locale]()
}

const isKey = (key: string): key is AccountsKey => key in accountsPtBR

/** A text of the account screens in the current language: placeholders and ICU plurals as the main catalogue's (i18n/message.ts). */
export const ta = (key: AccountsKey, params: Params = {}): string => formatMessage((loaded[language()] ?? accountsPtBR)[key], params, language())

/**
 * Re-renders on a change of language once that language's texts are here (a change made on
 * the profile screen loads them then).
 */
export const useAccountsLanguage = (): Locale => {
  const locale = useLanguage()
  const [, setReady] = useState(0)
  useEffect(() => {
    if (loaded[locale] === undefined) void loadAccountsText(locale).then(() => setReady((n) => n + 1))
  }, [locale])
  return locale
}

/**
 * A field's error: our schemas carry catalogue keys; the API's field errors (`details.fields`)
 * arrive already written in the request's language and are shown as they are.
 */
export const fieldError = (error: FieldError | undefined): string | undefined => {
  const message = error?.message
  if (!message) return undefined
  return isKey(message) ? ta(message) : message
}
