import { useEffect, useState } from "react"
import { language, useLanguage, type Locale } from "../../../i18n/index.ts"
import { sencePtBR, type SenceCatalogue, type SenceKey } from "./pt-BR.ts"

/** The SENCE screens' own catalogue: pt-BR with them, the others loaded when chosen (as learning's). */
const loaded: Partial<Record<Locale, SenceCatalogue>> = { "pt-BR": sencePtBR }
const loaders: Record<Exclude<Locale, "pt-BR">, () => Promise<SenceCatalogue>> = {
  "en-US": () => import("./en-US.ts").then((m) => m.senceEnUS),
  "es-ES": () => import("./es-ES.ts").then((m) => m.senceEsES),
  "fr-FR": () => import("./fr-FR.ts").then((m) => m.senceFrFR)
}

export const loadSenceText = async (locale: Locale = language()): Promise<void> => {
  if (locale !== "pt-BR") loaded[locale] ??= await loaders[locale]()
}

export const ts = (key: SenceKey, params: Record<string, string | number> = {}): string =>
  (loaded[language()] ?? sencePtBR)[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))

/** Re-renders once a newly chosen language's texts are here. */
export const useSenceLanguage = (): Locale => {
  const locale = useLanguage()
  const [, setReady] = useState(0)
  useEffect(() => {
    if (loaded[locale] === undefined) void loadSenceText(locale).then(() => setReady((n) => n + 1))
  }, [locale])
  return locale
}
