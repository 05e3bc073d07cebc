import { useEffect, useState } from "react"
import { language, useLanguage, type Locale } from "../../../i18n/index.ts"
import { offlinePtBR, type OfflineCatalogue, type OfflineKey } from "./pt-BR.ts"

export type { OfflineKey }

/** The offline texts: pt-BR with them, the others loaded when chosen (as the learning screens'). */
const loaded: Partial<Record<Locale, OfflineCatalogue>> = { "pt-BR": offlinePtBR }
const loaders: Record<Exclude<Locale, "pt-BR">, () => Promise<OfflineCatalogue>> = {
  "en-US": () => import("./en-US.ts").then((m) => m.offlineEnUS),
  "es-ES": () => import("./es-ES.ts").then((m) => m.offlineEsES),
  "fr-FR": () => import("./fr-FR.ts").then((m) => m.offlineFrFR)
}

export const loadOfflineText = async (locale: Locale = language()): Promise<void> => {
  if (locale !== "pt-BR") loaded[locale] ??= await loaders[locale]()
}

/** An offline text in the current language; `{name}` placeholders filled from `params`. */
export const to = (key: OfflineKey, params: Record<string, string | number> = {}): string =>
  (loaded[language()] ?? offlinePtBR)[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))

/** Re-renders once the current language's texts are here. */
export const useOfflineLanguage = (): Locale => {
  const locale = useLanguage()
  const [, setReady] = useState(0)
  useEffect(() => {
    if (loaded[locale] === undefined) void loadOfflineText(locale).then(() => setReady((n) => n + 1))
  }, [locale])
  return locale
}
