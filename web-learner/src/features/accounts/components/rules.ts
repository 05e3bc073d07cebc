/**
 * SPEC §5's field rules as the screens check them before sending. The server decides
 * (domain/account/profile.ts) with the same rules: the document, e-mail and phone checks are the
 * domain's own (domain/rules/documents.ts and phones.ts import no effect, so the chunks stay small).
 */
import { countryCodes, type CountryCode } from "../../../../../domain/rules/countryTable.ts"
import { isValidDocument as validDocumentIn, isValidEmail as validEmail } from "../../../../../domain/rules/documents.ts"

export { countryCodes, type CountryCode }
export { isValidCpf } from "../../../../../domain/rules/documents.ts"
export { isValidPhone } from "../../../../../domain/rules/phones.ts"

const isCountry = (code: string): code is CountryCode => (countryCodes as ReadonlyArray<string>).includes(code)

/** The domain's document rule; before a country is chosen, any non-empty text. */
export const isValidDocument = (country: string, raw: string): boolean =>
  isCountry(country) ? validDocumentIn(country, raw) : raw.trim().length > 0

/** The domain's e-mail rule on what was typed, spaces around it ignored as the server ignores them. */
export const isValidEmail = (email: string): boolean => validEmail(email.trim())

/** SPEC §5's masks: ###.###.###-## in Brazil, 8 digits in Argentina, free elsewhere. */
export const maskDocument = (country: string, raw: string): string => {
  if (country === "AR") return raw.replace(/\D/g, "").slice(0, 8)
  if (country !== "BR") return raw
  const d = raw.replace(/\D/g, "").slice(0, 11)
  return [d.slice(0, 3), d.slice(3, 6), d.slice(6, 9)].filter(Boolean).join(".") + (d.length > 9 ? `-${d.slice(9)}` : "")
}

/** Whole years from a birthday (YYYY-MM-DD) to a day (YYYY-MM-DD). */
export const ageOn = (birthday: string, today: string): number => {
  const [by, bm, bd] = birthday.split("-").map(Number) as [number, number, number]
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number]
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

/** Today on this device, as YYYY-MM-DD (the server decides in the country's zone). */
export const localToday = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`
