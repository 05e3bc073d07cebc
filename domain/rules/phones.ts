/** Separators a user may type in a phone number: spaces, dots, dashes and parentheses. */
const separators = /[\s().\-]/g

/** The form a phone is kept in: digits, with a leading + when one was typed. */
export const normalizePhone = (raw: string): string => raw.trim().replace(separators, "")

/** 8 to 15 digits (E.164's maximum), optionally after a +. */
export const isValidPhone = (raw: string): boolean => /^\+?\d{8,15}$/.test(normalizePhone(raw))

const digits = (raw: string) => normalizePhone(raw).replace(/^\+/, "")

/**
 * Whether a typed phone is the registered one (SPEC §5: in recovery it must match). The
 * country code may be left out: then the longer number must end with the shorter, which
 * must still be a whole national number (8 digits or more).
 */
export const samePhone = (typed: string, registered: string): boolean => {
  const a = digits(typed)
  const b = digits(registered)
  if (a === b) return a.length >= 8
  const [short, long] = a.length < b.length ? [a, b] : [b, a]
  return short.length >= 8 && long.endsWith(short)
}

/** A phone shown without giving it away: `+55 ••••••• 4321`. */
export const maskPhone = (raw: string): string => {
  const d = digits(raw)
  return `${"•".repeat(Math.max(0, d.length - 4))}${d.slice(-4)}`
}
