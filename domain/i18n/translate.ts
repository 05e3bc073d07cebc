import type { ErrorCode } from "../errorCodes.ts"
import { isCalendarDate } from "../rules/dates.ts"
import { minPasswordLength } from "../rules/passwords.ts"
import { defaultLocale, locales, type Catalogue, type Locale, type Term } from "./catalogue.ts"
import { enUS } from "./en-US.ts"
import { esES } from "./es-ES.ts"
import { frFR } from "./fr-FR.ts"
import { ptBR } from "./pt-BR.ts"

/** The one message catalogue the API, the CLI and both web apps share. */
export const catalogues: Readonly<Record<Locale, Catalogue>> = { "pt-BR": ptBR, "en-US": enUS, "es-ES": esES, "fr-FR": frFR }

/**
 * The supported locale for a requested one: the exact tag, else the same language (SPEC §3
 * matches a language by the part before the dash, so es-AR reads Spanish), else pt-BR.
 */
export const resolveLocale = (requested: string | undefined): Locale => {
  const tag = (requested ?? "").toLowerCase().replace("_", "-")
  const language = tag.split("-")[0]
  return locales.find((l) => l.toLowerCase() === tag) ?? locales.find((l) => l.slice(0, 2) === language) ?? defaultLocale
}

const placeholder = /\{(\w+)\}/g

/** The `{field}` names a message interpolates. */
export const placeholdersOf = (message: string): ReadonlyArray<string> => [...message.matchAll(placeholder)].map((m) => m[1]!)

/** Details whose values are programme vocabulary, shown in words of the locale. */
const termFields = new Set(["kind", "status"])

const formatValue = (field: string, value: unknown, locale: Locale, catalogue: Catalogue): string => {
  if (Array.isArray(value)) {
    return new Intl.ListFormat(locale, { type: "conjunction" }).format(value.map((v) => formatValue(field, v, locale, catalogue)))
  }
  if (typeof value === "number") return new Intl.NumberFormat(locale).format(value)
  if (typeof value !== "string") return String(value)
  if (termFields.has(field) && Object.hasOwn(catalogue.terms, value)) return catalogue.terms[value as Term]
  if (field === "missing" && Object.hasOwn(catalogue.passwordRequirements, value)) {
    return catalogue.passwordRequirements[value as keyof Catalogue["passwordRequirements"]].replace("{min}", String(minPasswordLength(true)))
  }
  if (/country$/i.test(field) && /^[A-Z]{2}$/.test(value)) return new Intl.DisplayNames(locale, { type: "region" }).of(value) ?? value
  if (isCalendarDate(value)) {
    const [y, m, d] = value.split("-")
    return catalogue.dateOrder === "dmy" ? `${d}/${m}/${y}` : `${m}/${d}/${y}`
  }
  return value
}

/**
 * The user-facing message of an error code in a locale, its `{field}` placeholders filled from
 * the error's details (dates, numbers, lists, countries and vocabulary formatted for the locale).
 * A code the locale lacks reads in pt-BR; a code no catalogue knows gets a generic message.
 */
export const translate = (code: string, locale?: string, details: Readonly<Record<string, unknown>> = {}): string => {
  const requested = resolveLocale(locale)
  const own = catalogues[requested].messages[code as ErrorCode]
  const [resolved, catalogue, message] =
    own !== undefined ? [requested, catalogues[requested], own] : ([defaultLocale, ptBR, ptBR.messages[code as ErrorCode]] as const)
  if (message === undefined) return catalogues[requested].unknownError.replace("{code}", code)
  return message.replace(placeholder, (whole, field: string) =>
    Object.hasOwn(details, field) ? formatValue(field, details[field], resolved, catalogue) : whole
  )
}
