import { useSyncExternalStore } from "react"
import { setApiLanguage } from "../lib/api-client.ts"
import { read, write } from "../lib/storage.ts"
import { enUS } from "./en-US.ts"
import { esES } from "./es-ES.ts"
import { frFR } from "./fr-FR.ts"
import { ptBR, type Catalogue, type MessageKey } from "./pt-BR.ts"

/** The four languages (DESIGN §7): pt-BR by default. */
export const catalogues: Record<string, Catalogue> = { "pt-BR": ptBR, "en-US": enUS, "es-ES": esES, "fr-FR": frFR }
export const locales = ["pt-BR", "en-US", "es-ES", "fr-FR"] as const
export type Locale = (typeof locales)[number]
export const languageNames: Record<Locale, string> = { "pt-BR": "Português", "en-US": "English", "es-ES": "Español", "fr-FR": "Français" }

const isLocale = (v: unknown): v is Locale => typeof v === "string" && (locales as ReadonlyArray<string>).includes(v)

let current: Locale = "pt-BR"
const listeners = new Set<() => void>()

export const initLanguage = (): void => setLanguage(read("language"))

export const setLanguage = (value: unknown): void => {
  const next = isLocale(value) ? value : "pt-BR"
  if (read("language") !== next) write("language", next)
  current = next
  document.documentElement.lang = next
  setApiLanguage(next)
  listeners.forEach((l) => l())
}

export const language = (): Locale => current

/** A message in the current language; `{name}` placeholders filled from `params`. */
export const t = (key: MessageKey, params: Record<string, string | number> = {}): string =>
  (catalogues[current] ?? ptBR)[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))

/** Re-renders the component when the language changes. */
export const useLanguage = (): Locale =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => current
  )
