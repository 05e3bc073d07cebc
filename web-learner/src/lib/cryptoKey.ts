/**
 * The key that encrypts what the app keeps in localStorage (SPEC §4): 256 random bits held in a
 * cookie that lasts 180 days and is made when missing. Without the cookie the stored data cannot
 * be read (and is then dropped by `storage.ts`).
 */
export const keyCookie = "vitrine_key"
const maxAge = 180 * 24 * 60 * 60

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

const readCookie = (): string | undefined =>
  document.cookie
    .split("; ")
    .find((c) => c.startsWith(`${keyCookie}=`))
    ?.slice(keyCookie.length + 1)

let cached: Promise<CryptoKey> | undefined

export const storageKey = (): Promise<CryptoKey> => {
  cached ??= (async () => {
    let raw = readCookie()
    if (raw === undefined || fromBase64(decodeURIComponent(raw)).length !== 32) {
      raw = encodeURIComponent(toBase64(crypto.getRandomValues(new Uint8Array(32))))
      const secure = location.protocol === "https:" ? "; Secure" : ""
      document.cookie = `${keyCookie}=${raw}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`
    }
    return crypto.subtle.importKey("raw", fromBase64(decodeURIComponent(raw)) as BufferSource, "AES-GCM", false, ["encrypt", "decrypt"])
  })()
  return cached
}

export const encrypt = async (plain: string): Promise<string> => {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await storageKey(), new TextEncoder().encode(plain)))
  return `${toBase64(iv)}.${toBase64(sealed)}`
}

/** Undefined when the text was not sealed with this key (another cookie, tampering, garbage). */
export const decrypt = async (text: string): Promise<string | undefined> => {
  try {
    const [iv, sealed] = text.split(".")
    if (iv === undefined || sealed === undefined) return undefined
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(iv) as BufferSource }, await storageKey(), fromBase64(sealed) as BufferSource)
    return new TextDecoder().decode(plain)
  } catch {
    return undefined
  }
}
