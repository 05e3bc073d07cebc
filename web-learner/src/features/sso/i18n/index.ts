import { useEffect, useState } from "react"
import { language, useLanguage, type Locale } from "../../../i18n/index.ts"
import { formatMessage, type Params } from "../../../i18n/message.ts"
import { ssoPtBR, type SsoCatalogue, type SsoKey } from "./pt-BR.ts"

export type { SsoKey }

/** The feature's own catalogue (as the account screens'): pt-BR with it, the others loaded when chosen. */
const loaded: Partial<Record<Locale, SsoCatalogue>> = { "pt-BR": ssoPtBR }
const loaders: Record<Exclude<Locale, "pt-BR">, () => Promise<SsoCatalogue>> = {
  "en-US": () => import("./en-US.ts").then((m) => m.ssoEnUS),
  "es-ES": () => import("./es-ES.ts").then((m) => m.ssoEsES),
  "fr-FR": () => import("./fr-FR.ts").then((m) => m.ssoFrFR)
}

/** Loads the texts of a language (the current one by default); the routes await it before rendering. */
export const loadSsoText = async (locale: Locale = language()): Promise<void> => {
  if (locale !== "pt-BR") loaded[locale] ??= await loaders[locale]()
}

export const ts = (key: SsoKey, params: Params = {}): string => formatMessage((loaded[language()] ?? ssoPtBR)[key], params, language())

/** Re-renders on a change of language once that language's texts are here. */
export const useSsoLanguage = (): Locale => {
  const locale = useLanguage()
  const [, setReady] = useState(0)
  useEffect(() => {
    if (loaded[locale] === undefined) void loadSsoText(locale).then(() => setReady((n) => n + 1))
  }, [locale])
  return locale
}
