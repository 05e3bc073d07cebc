import { useEffect, useState } from "react"
import { language, useLanguage, type Locale } from "../../../i18n/index.ts"
import { classesPtBR, type ClassesCatalogue, type ClassesKey } from "./pt-BR.ts"

export type { ClassesKey }

/** The classes screens' own catalogue: pt-BR with them, the others loaded when chosen. */
const loaded: Partial<Record<Locale, ClassesCatalogue>> = { "pt-BR": classesPtBR }
const loaders: Record<Exclude<Locale, "pt-BR">, () => Promise<ClassesCatalogue>> = {
  "en-US": () => import("./en-US.ts").then((m) => m.classesEnUS),
  "es-ES": () => import("./es-ES.ts").then((m) => m.classesEsES),
  "fr-FR": () => import("./fr-FR.ts").then((m) => m.classesFrFR)
}

/** Loads the texts of a language (the current one by default); the routes await it before rendering. */
export const loadClassesText = async (locale: Locale = language()): Promise<void> => {
  if (locale !== "pt-BR") loaded[locale] ??= await loaders[locale]()
}

/** A text of the classes screens in the current language; `{name}` placeholders filled from `params`. */
export const tc = (key: ClassesKey, params: Record<string, string | number> = {}): string =>
  (loaded[language()] ?? classesPtBR)[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))

/**
 * Re-renders on a change of language once that language's texts are here (a change made on
 * the profile screen loads them then).
 */
export const useClassesLanguage = (): Locale => {
  const locale = useLanguage()
  const [, setReady] = useState(0)
  useEffect(() => {
    if (loaded[locale] === undefined) void loadClassesText(locale).then(() => setReady((n) => n + 1))
  }, [locale])
  return locale
}
