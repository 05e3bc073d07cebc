import { useSyncExternalStore } from "react"
import { setApiLanguage } from "../lib/api-client.ts"
import { read, write } from "../lib/storage.ts"
import { corePtBR } from "./core/pt-BR.ts"
import type { CoreCatalogue } from "./core/pt-BR.ts"
import { formatMessage, type Params } from "./message.ts"
import type { Catalogue, MessageKey } from "./pt-BR.ts"

export const locales = ["pt-BR", "en-US", "es-ES", "fr-FR"] as const
export type Locale = (typeof locales)[number]
export const languageNames: Record<Locale, string> = { "pt-BR": "Português", "en-US": "English", "es-ES": "Español", "fr-FR": "Français" }

/**
 * The four languages (DESIGN §7). The entry holds only pt-BR's login texts (core/); a language's
 * login texts load when it is chosen, and its whole catalogue once a screen past the login is
 * opened (`loadAllMessages`, awaited by the router's lazy routes).
 */
const cores: Record<Exclude<Locale, "pt-BR">, () => Promise<CoreCatalogue>> = {
  "en-US": () => import("./core/en-US.ts").then((m) => m.coreEnUS),
  "es-ES": () => import("./core/es-ES.ts").then((m) => m.coreEsES),
  "fr-FR": () => import("./core/fr-FR.ts").then((m) => m.coreFrFR)
}
const wholes: Record<Locale, () => Promise<Catalogue>> = {
  "pt-BR": () => import("./pt-BR.ts").then((m) => m.ptBR),
  "en-US": () => import("./en-US.ts").then((m) => m.enUS),
  "es-ES": () => import("./es-ES.ts").then((m) => m.esES),
  "fr-FR": () => import("./fr-FR.ts").then((m) => m.frFR)
}
const loaded: Partial<Record<Locale, Partial<Catalogue>>> = { "pt-BR": corePtBR }
const whole = new Set<Locale>()
let wantWhole = false

const isLocale = (v: unknown): v is Locale => typeof v === "string" && (locales as ReadonlyArray<string>).includes(v)

let current: Locale = "pt-BR"
const listeners = new Set<() => void>()

const load = async (locale: Locale): Promise<void> => {
  if (wantWhole) {
    if (!whole.has(locale)) loaded[locale] = await wholes[locale]()
    whole.add(locale)
  } else if (locale !== "pt-BR") loaded[locale] ??= await cores[locale]()
}

export const initLanguage = (): Promise<void> => setLanguage(read("language"))

export const setLanguage = async (value: unknown): Promise<void> => {
  const next = isLocale(value) ? value : "pt-BR"
  if (read("language") !== next) write("language", next)
  await load(next)
  current = next
  document.documentElement.lang = next
  setApiLanguage(next)
  listeners.forEach((l) => l())
}

/** Every text of the current language (and of those chosen later): before any screen past the login. */
export const loadAllMessages = async (): Promise<void> => {
  if (wantWhole && whole.has(current)) return
  wantWhole = true
  await load(current)
  listeners.forEach((l) => l())
}

export const language = (): Locale => current

/** A message in the current language; `{name}` placeholders and ICU plurals filled from `params` (message.ts). */
export const t = (key: MessageKey, params: Params = {}): string => formatMessage(loaded[current]?.[key] ?? loaded["pt-BR"]?.[key] ?? key, params, current)

/** Re-renders the component when the language changes. */
export const useLanguage = (): Locale =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => current
  )

/** Whether a computed key (a category code's name, say) is in the catalogue (whole after the login). */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(loaded[current] ?? {}, key)
