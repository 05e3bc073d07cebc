import { useSyncExternalStore } from "react"
import { setApiLanguage } from "../lib/api-client.ts"
import { read, write } from "../lib/storage.ts"
import { formatMessage, type Params } from "./message.ts"
import { ptBR, type Catalogue, type MessageKey } from "./pt-BR.ts"

/** The four languages (DESIGN §7): pt-BR, the default, in the entry; the others load when chosen. */
const catalogues: Record<string, Catalogue> = { "pt-BR": ptBR }
const loaders: Record<string, () => Promise<Catalogue>> = {
  "en-US": () => import("./en-US.ts").then((m) => m.enUS),
  "es-ES": () => import("./es-ES.ts").then((m) => m.esES),
  "fr-FR": () => import("./fr-FR.ts").then((m) => m.frFR)
}
export const locales = ["pt-BR", "en-US", "es-ES", "fr-FR"] as const
export type Locale = (typeof locales)[number]
export const languageNames: Record<Locale, string> = { "pt-BR": "Português", "en-US": "English", "es-ES": "Español", "fr-FR": "Français" }

const isLocale = (v: unknown): v is Locale => typeof v === "string" && (locales as ReadonlyArray<string>).includes(v)

let current: Locale = "pt-BR"
const listeners = new Set<() => void>()

export const initLanguage = (): Promise<void> => setLanguage(read("language"))

export const setLanguage = async (value: unknown): Promise<void> => {
  const next = isLocale(value) ? value : "pt-BR"
  if (read("language") !== next) write("language", next)
  catalogues[next] ??= await loaders[next]!()
  current = next
  document.documentElement.lang = next
  setApiLanguage(next)
  listeners.forEach((l) => l())
}

export const language = (): Locale => current

/** A message in the current language; `{name}` placeholders and ICU plurals filled from `params` (message.ts). */
export const t = (key: MessageKey, params: Params = {}): string => formatMessage((catalogues[current] ?? ptBR)[key], params, current)

/** Re-renders the component when the language changes. */
export const useLanguage = (): Locale =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => current
  )

/** Whether a computed key (a category code's name, say) is in the catalogues. */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(ptBR, key)
