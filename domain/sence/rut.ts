/**
 * A Chilean RUT (`12.345.678-5`): the body's digits weighted 2,3,4,5,6,7 from the right, modulo
 * 11; 11 − rest is the check digit, with 11 written 0 and 10 written K.
 */
export const rutCheckDigit = (body: string): string => {
  let sum = 0
  let weight = 2
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * weight
    weight = weight === 7 ? 2 : weight + 1
  }
  const digit = 11 - (sum % 11)
  return digit === 11 ? "0" : digit === 10 ? "K" : String(digit)
}

/** The RUT written `12345678-5` if it is one (dots, dash and case as typed), else undefined. */
export const normalizeRut = (typed: string): string | undefined => {
  const m = /^(\d{1,2}(?:\.?\d{3}){2}|\d{1,8})-?([\dkK])$/.exec(typed.trim())
  if (m === null) return undefined
  const body = m[1]!.replaceAll(".", "").replace(/^0+/, "")
  const digit = m[2]!.toUpperCase()
  return body.length > 0 && rutCheckDigit(body) === digit ? `${body}-${digit}` : undefined
}
