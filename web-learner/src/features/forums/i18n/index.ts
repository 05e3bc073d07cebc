import { useEffect, useState } from "react"
import { language, useLanguage, type Locale } from "../../../i18n/index.ts"
import { forumPtBR, type ForumCatalogue, type ForumKey } from "./pt-BR.ts"

export type { ForumKey }

/** The forum screens' own catalogue: pt-BR with them, the others loaded when chosen (as the learning screens'). */
const loaded: Partial<Record<Locale, ForumCatalogue>> = { "pt-BR": forumPtBR }
const loaders: Record<Exclude<Locale, "pt-BR">, () => Promise<ForumCatalogue>> = {
  "en-US": () => import("./en-US.ts").then((m) => m.forumEnUS),
  "es-ES": () => import("./es-ES.ts").then((m) => m.forumEsES),
  "fr-FR": () => import("./fr-FR.ts").then((m) => m.forumFrFR)
}

export const loadForumText = async (locale: Locale = language()): Promise<void> => {
  if (locale !== "pt-BR") loaded[locale] ??= await loaders[locale]()
}

/** A text of the forum screens in the current language; `{name}` placeholders filled from `params`. */
export const tf = (key: ForumKey, params: Record<string, string | number> = {}): string =>
  (loaded[language()] ?? forumPtBR)[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))

/** Re-renders on a change of language once that language's texts are here. */
export const useForumLanguage = (): Locale => {
  const locale = useLanguage()
  const [, setReady] = useState(0)
  useEffect(() => {
    if (loaded[locale] === undefined) void loadForumText(locale).then(() => setReady((n) => n + 1))
  }, [locale])
  return locale
}
