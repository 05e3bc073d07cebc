import type { Locale } from "../../domain/i18n/catalogue.ts"
import { locales } from "../../domain/i18n/catalogue.ts"

/**
 * The supported locale an `Accept-Language` header asks for first (by its q-values), or
 * undefined when it names none of ours: the user's own language is the next choice (DESIGN §5.4).
 */
export const acceptedLocale = (header: string | undefined): Locale | undefined => {
  if (header === undefined || header.length > 512) return undefined
  const ranges = header
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";")
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
      const weight = q === undefined ? 1 : Number(q.slice(2))
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, i }
    })
    .filter((r) => r.tag !== "" && r.tag !== "*" && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
  for (const { tag } of ranges) {
    // SPEC §3 matches a language by the part before the dash: es-AR reads Spanish.
    const found = locales.find((l) => l.toLowerCase() === tag) ?? locales.find((l) => l.slice(0, 2) === tag.split("-")[0])
    if (found !== undefined) return found
  }
  return undefined
}

/**
 * The language the authenticated user chose, noted by the authentication middleware for the
 * request it ran on: the error middleware wraps it from outside and cannot see its services.
 */
const userLanguages = new WeakMap<object, string>()
export const noteUserLanguage = (request: object, language: string | undefined): void => {
  if (language !== undefined) userLanguages.set(request, language)
}
export const userLanguageOf = (request: object): string | undefined => userLanguages.get(request)
