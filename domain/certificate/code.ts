/** FNV-1a, 32 bits: a stable hash of a string (no randomness in domain/). */
export const fnv1a = (text: string, basis = 0x811c9dc5): number => {
  let h = basis >>> 0
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h >>> 0
}

// Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not mistaken.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

const base32 = (n: number, digits: number): string => {
  let out = ""
  for (let i = 0; i < digits; i++) {
    out = ALPHABET[n % 32] + out
    n = Math.floor(n / 32)
  }
  return out
}

/**
 * The verification code of a learner's certificate of a course: `XXXXX-XXXXX`, derived from the
 * pair (and a salt the caller raises on the rare collision with a code already issued).
 */
export const certificateCode = (courseId: string, userId: string, salt = 0): string => {
  const key = `${courseId}\u0000${userId}\u0000${salt}`
  return `${base32(fnv1a(key) & 0x1ffffff, 5)}-${base32(fnv1a(key, 0x01234567) & 0x1ffffff, 5)}`
}
