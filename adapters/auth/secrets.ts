import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto"

/**
 * Passwords and client secrets, hashed with scrypt (memory-hard, in node:crypto: no native
 * package to install). The parameters travel in the stored string, so they can be raised later
 * and old hashes still verify: `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64url).
 */
const defaults = { logN: 15, r: 8, p: 1 } as const
const keyLength = 32

const derive = (secret: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r }
    scrypt(secret.normalize("NFC"), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)))
  })

export const hashSecret = async (secret: string): Promise<string> => {
  const salt = randomBytes(16)
  const key = await derive(secret, salt, defaults.logN, defaults.r, defaults.p)
  return ["scrypt", defaults.logN, defaults.r, defaults.p, salt.toString("base64url"), key.toString("base64url")].join("$")
}

/** Constant-time comparison; a malformed stored hash never matches. */
export const verifySecret = async (secret: string, stored: string): Promise<boolean> => {
  const [scheme, logN, r, p, salt, hash] = stored.split("$")
  if (scheme !== "scrypt" || salt === undefined || hash === undefined) return false
  const expected = Buffer.from(hash, "base64url")
  const key = await derive(secret, Buffer.from(salt, "base64url"), Number(logN), Number(r), Number(p))
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/**
 * Checked when the user or client is unknown, so that the answer takes as long as for a wrong
 * password: timing must not tell which usernames exist.
 */
let decoy: Promise<string> | undefined
export const verifyDecoy = async (secret: string): Promise<false> => {
  await verifySecret(secret, await (decoy ??= hashSecret(randomBytes(16).toString("hex"))))
  return false
}
