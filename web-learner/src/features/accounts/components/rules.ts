/**
 * SPEC §5's field rules as the screens check them before sending. The server decides
 * (domain/account/profile.ts); these copies keep effect out of the app's chunks, and
 * tests/web-learner/accountForms.spec.ts holds them equal to the domain's on many inputs.
 */
export const countryCodes = ["BR", "AR", "CA", "CL", "CO", "MX", "PE"] as const
export type CountryCode = (typeof countryCodes)[number]

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

/** BR: CPF; AR: 8 digits (DNI); the others free. */
export const isValidDocument = (country: string, raw: string): boolean =>
  country === "BR" ? isValidCpf(raw) : country === "AR" ? /^\d{8}$/.test(stripSeparators(raw)) : raw.trim().length > 0

/** SPEC §5's masks: ###.###.###-## in Brazil, 8 digits in Argentina, free elsewhere. */
export const maskDocument = (country: string, raw: string): string => {
  if (country === "AR") return raw.replace(/\D/g, "").slice(0, 8)
  if (country !== "BR") return raw
  const d = raw.replace(/\D/g, "").slice(0, 11)
  return [d.slice(0, 3), d.slice(3, 6), d.slice(6, 9)].filter(Boolean).join(".") + (d.length > 9 ? `-${d.slice(9)}` : "")
}

export const isValidEmail = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())

/** 8 to 15 digits, optionally after a +; spaces, dots, dashes and parentheses allowed. */
export const isValidPhone = (raw: string): boolean => /^\+?\d{8,15}$/.test(raw.trim().replace(/[\s().-]/g, ""))

/** Whole years from a birthday (YYYY-MM-DD) to a day (YYYY-MM-DD). */
export const ageOn = (birthday: string, today: string): number => {
  const [by, bm, bd] = birthday.split("-").map(Number) as [number, number, number]
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number]
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

/** Today on this device, as YYYY-MM-DD (the server decides in the country's zone). */
export const localToday = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`
