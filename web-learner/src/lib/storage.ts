import { decrypt, encrypt } from "./cryptoKey.ts"

/**
 * The app's persisted stores (SPEC §4: session, language, cookie consent, the remembered path),
 * encrypted in localStorage. Everything is read once at start into memory; writes go through to
 * localStorage sealed. A value that does not decrypt or parse is removed.
 */
export interface Stored {
  session?: { accessToken: string; refreshToken: string | null }
  language?: string
  consent?: { necessary: true; preferences: boolean; statistics: boolean }
  redirect?: string
  token?: string
  /** The country picked before login or sign-up (SPEC §2, `id_user_client_country_selected`). */
  country?: string
}

type Name = keyof Stored
const names: ReadonlyArray<Name> = ["session", "language", "consent", "redirect", "token", "country"]
const prefix = "vitrine."
const memory: Stored = {}

export const loadStorage = async (): Promise<void> => {
  for (const name of names) {
    const sealed = localStorage.getItem(prefix + name)
    if (sealed === null) continue
    const plain = await decrypt(sealed)
    try {
      if (plain === undefined) throw new Error("unreadable")
      ;(memory as Record<string, unknown>)[name] = JSON.parse(plain)
    } catch {
      localStorage.removeItem(prefix + name)
    }
  }
}

export const read = <N extends Name>(name: N): Stored[N] => memory[name]

export const write = <N extends Name>(name: N, value: Stored[N] | undefined): void => {
  if (value === undefined) {
    delete memory[name]
    localStorage.removeItem(prefix + name)
    return
  }
  memory[name] = value
  // Sealing is asynchronous; the in-memory copy is what the app reads meanwhile.
  void encrypt(JSON.stringify(value)).then((sealed) => {
    if (memory[name] === value) localStorage.setItem(prefix + name, sealed)
  })
}
