import type { CountryCode } from "./countryTable.ts"
import { countries } from "./countryTable.ts"

/** Separators a user may type in a document: spaces, dots, dashes (and slashes). */
const stripSeparators = (raw: string): string => raw.replace(/[\s.\-/]/g, "")

/** Brazil's CPF: 11 digits, not all equal, both check digits right. */
export const isValidCpf = (raw: string): boolean => {
  const cpf = stripSeparators(raw)
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false
  const digits = [...cpf].map(Number)
  const check = (length: number): number => {
    let sum = 0
    for (let i = 0; i < length; i++) sum += digits[i]! * (length + 1 - i)
    const r = (sum * 10) % 11
    return r === 10 ? 0 : r
  }
  return check(9) === digits[9] && check(10) === digits[10]
}

/** The form a document is stored and compared in, for uniqueness per country. */
export const normalizeDocument = (country: CountryCode, raw: string): string => {
  const kind = countries[country].documentKind
  return kind === "free" ? raw.trim().toUpperCase() : stripSeparators(raw)
}

/** Whether a document is acceptable for a country (AR: 8 digits; BR: CPF; others free). */
export const isValidDocument = (country: CountryCode, raw: string): boolean => {
  switch (countries[country].documentKind) {
    case "cpf":
      return isValidCpf(raw)
    case "dni8":
      return /^\d{8}$/.test(stripSeparators(raw))
    case "free":
      return raw.trim().length > 0
  }
}

/** The e-mail shape we accept: one @, a dotted domain, no spaces. */
export const isValidEmail = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
