import { useEffect, useState } from "react"
import { language, useLanguage, type Locale } from "../../../i18n/index.ts"
import { loungePtBR, type LoungeCatalogue, type LoungeKey } from "./pt-BR.ts"

export type { LoungeKey }

/** The lounge screen' own catalogue: pt-BR with them, the others loaded when chosen (as the learning screens'). */
const loaded: Partial<Record<Locale, LoungeCatalogue>> = { "pt-BR": loungePtBR }
const loaders: Record<Exclude<Locale, "pt-BR">, () => Promise<LoungeCatalogue>> = {
  "en-US": () => import("./en-US.ts").then((m) => m.loungeEnUS),
  "es-ES": () => import("./es-ES.ts").then((m) => m.loungeEsES),
  "fr-FR": () => import("./fr-FR.ts").then((m) => m.loungeFrFR)
}

export const loadLoungeText = async (locale: Locale = language()): Promise<void> => {
  if (locale !== "pt-BR") loaded[locale] ??= await loaders[locale]()
}

/** A text of the lounge screen in the current language; `{name}` placeholders filled from `params`. */
export const tl = (key: LoungeKey, params: Record<string, string | number> = {}): string =>
  (loaded[language()] ?? loungePtBR)[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))

/** Re-renders on a change of language once that language's texts are here. */
export const useLoungeLanguage = (): Locale => {
  const locale = useLanguage()
  const [, setReady] = useState(0)
  useEffect(() => {
    if (loaded[locale] === undefined) void loadLoungeText(locale).then(() => setReady((n) => n + 1))
  }, [locale])
  return locale
}
