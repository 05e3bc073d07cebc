import polyglotI18nProvider from "ra-i18n-polyglot"
import englishMessages from "ra-language-english"
import frenchMessages from "ra-language-french"
import spanishMessages from "@blackbox-vision/ra-language-spanish/dist-web/index.js"
import { mergeTranslations, type TranslationMessages } from "react-admin"
import { setApiLanguage } from "../authedFetch.ts"
import { en } from "./en.ts"
import { es } from "./es.ts"
import { fr } from "./fr.ts"
import { pt } from "./pt.ts"
import { raEs } from "./raEs.ts"
import { raFr } from "./raFr.ts"
import { raPt } from "./raPt.ts"

export const locales = [
  { locale: "pt-BR", name: "Português (Brasil)" },
  { locale: "en-US", name: "English (US)" },
  { locale: "es-ES", name: "Español" },
  { locale: "fr-FR", name: "Français" }
]

/** Every locale's full catalogue: react-admin's strings then ours (the missing-key test reads these). */
export const catalogues: Record<string, TranslationMessages> = {
  "pt-BR": mergeTranslations(englishMessages, raPt, pt),
  "en-US": mergeTranslations(englishMessages, en),
  "es-ES": mergeTranslations(englishMessages, spanishMessages, raEs, es),
  "fr-FR": mergeTranslations(frenchMessages, raFr, fr)
}

const initial = localStorage.getItem("RaStore.locale")?.replaceAll('"', "") ?? "pt-BR"
setApiLanguage(initial)

export const i18nProvider = polyglotI18nProvider(
  (locale) => {
    setApiLanguage(locale)
    return catalogues[locale] ?? catalogues["pt-BR"]!
  },
  initial in catalogues ? initial : "pt-BR",
  locales,
  { allowMissing: false }
)
