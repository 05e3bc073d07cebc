import { useEffect, useState } from "react"
import { language, useLanguage, type Locale } from "../../../i18n/index.ts"
import { learningPtBR, type LearningCatalogue, type LearningKey } from "./pt-BR.ts"

export type { LearningKey }

/** The learning screens' own catalogue: pt-BR with them, the others loaded when chosen. */
const loaded: Partial<Record<Locale, LearningCatalogue>> = { "pt-BR": learningPtBR }
const loaders: Record<Exclude<Locale, "pt-BR">, () => Promise<LearningCatalogue>> = {
  "en-US": () => import("./en-US.ts").then((m) => m.learningEnUS),
  "es-ES": () => import("./es-ES.ts").then((m) => m.learningEsES),
  "fr-FR": () => import("./fr-FR.ts").then((m) => m.learningFrFR)
}

/** Loads the texts of a language (the current one by default); the routes await it before rendering. */
export const loadLearningText = async (locale: Locale = language()): Promise<void> => {
  if (locale !== "pt-BR") loaded[locale] ??= await loaders[locale]()
}

/** A text of the learning screens in the current language; `{name}` placeholders filled from `params`. */
export const tl = (key: LearningKey, params: Record<string, string | number> = {}): string =>
  (loaded[language()] ?? learningPtBR)[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))

/**
 * Re-renders on a change of language once that language's texts are here (a change made on
 * the profile screen loads them then).
 */
export const useLearningLanguage = (): Locale => {
  const locale = useLanguage()
  const [, setReady] = useState(0)
  useEffect(() => {
    if (loaded[locale] === undefined) void loadLearningText(locale).then(() => setReady((n) => n + 1))
  }, [locale])
  return locale
}
